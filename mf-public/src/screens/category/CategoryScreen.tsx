import { CATEGORY_PAGE_SIZE, CATEGORY_SORT_OPTIONS, PAGE_SLUG_PATTERN, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, SortMenu, Spinner } from '@acorduri/ui-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ColumnTable } from '../../components/ColumnTable';
import { Paginator } from '../../components/Paginator';
import {
  tabAuthorColumn,
  tabFavouritesColumn,
  tabRatingColumn,
  tabTitleColumn,
} from '../../components/tabColumns';
import { useTabList } from '../../data/tabs';
import { useTag } from '../../data/tags';
import { isNotFound, useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { usePageParam } from '../../data/usePageParam';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

const SORT_VALUES = CATEGORY_SORT_OPTIONS.map((option, index) => ({
  value: String(index),
  label: option.label,
}));

const TAB_COLUMNS = [
  tabTitleColumn,
  { ...tabAuthorColumn, hideOnMobile: true },
  { ...tabRatingColumn, hideOnMobile: true },
  tabFavouritesColumn,
];

/** /categorii/{slug}: the category's tabs, sorted by the 'Sortare' menu, 10 per page; author and stars hidden on mobile. */
export default function CategoryScreen() {
  const slug = useParams().slug ?? '';
  const validSlug = PAGE_SLUG_PATTERN.test(slug);
  const [page, setPage] = usePageParam();
  const [sortIndex, setSortIndex] = useState(0);
  const sort = CATEGORY_SORT_OPTIONS[sortIndex] ?? CATEGORY_SORT_OPTIONS[0];
  const tag = useTag(validSlug ? slug : null);
  useNotFoundRedirect(tag.error, PATHS.notFound404);
  const tabs = useTabList(validSlug && tag.data && tag.data.tabCount > 0 ? { tagSlug: slug } : null, {
    page,
    pageSize: CATEGORY_PAGE_SIZE,
    ...(sort ? { orderby: sort.orderby, sort: sort.sort } : {}),
  });
  usePageMeta(tag.data?.name, tag.data ? `Acorduri din categoria ${tag.data.name}.` : undefined);

  return (
    <section aria-labelledby="category-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: MESSAGES.tagsTitle, to: PATHS.categories },
          { label: tag.data?.name ?? slug },
        ]}
      />
      <h1 id="category-title">{tag.data?.name ?? slug}</h1>
      {!validSlug && <Alert severity="warning">{MESSAGES.pageParamInvalid}</Alert>}
      {tag.error && !isNotFound(tag.error) ? <Alert severity="warning">{MESSAGES.loadError}</Alert> : null}
      {(tag.isLoading || tabs.isLoading) && validSlug && <Spinner label={MESSAGES.loading} />}
      {tag.data && tag.data.tabCount === 0 && <Alert severity="info">{MESSAGES.noResults}</Alert>}
      {tabs.data && (
        <>
          <SortMenu
            label={MESSAGES.sortLabel}
            options={SORT_VALUES}
            value={String(sortIndex)}
            onChange={(value) => {
              setSortIndex(Number(value));
              setPage(1);
            }}
          />
          <ColumnTable columns={TAB_COLUMNS} rows={tabs.data.tabs} />
          <Paginator page={page} total={tabs.data.total} pageSize={CATEGORY_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
