import type { CommentView, TabListItem } from '@acorduri/contracts';
import { ButtonToggleGroup, formatDate, Spinner } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { type Column, ColumnTable } from '../../components/ColumnTable';
import {
  tabAuthorColumn,
  tabDateColumn,
  tabFavouritesColumn,
  tabRatingColumn,
  tabTitleColumn,
} from '../../components/tabColumns';
import { tabLabel, tabPath } from '../../components/tabLinks';
import { MESSAGES } from '../../messages';

export interface LatestLists {
  readonly top: readonly TabListItem[];
  readonly latest: readonly TabListItem[];
  readonly comments: readonly CommentView[];
}

const VIEWS = [
  { value: 0, label: MESSAGES.homeTop },
  { value: 1, label: MESSAGES.homeNew },
  { value: 2, label: MESSAGES.homeComments },
];

const TOP_COLUMNS = [tabTitleColumn, tabRatingColumn, tabFavouritesColumn];
const LATEST_COLUMNS = [tabTitleColumn, tabAuthorColumn, tabDateColumn];
const COMMENT_COLUMNS: readonly Column<CommentView>[] = [
  {
    header: MESSAGES.columnTitle,
    cell: (comment) => <Link to={tabPath(comment.tab)}>{tabLabel(comment.tab)}</Link>,
  },
  {
    header: MESSAGES.columnComment,
    cell: (comment) => (
      <>
        {comment.body}
        {comment.author && ` — ${comment.author.name}`}
      </>
    ),
  },
  { header: MESSAGES.columnDate, cell: (comment) => formatDate(comment.createdAt) },
];

/**
 * The tab lists' cells wrap at word ends only: titles and names have bounded words, and letting them break anywhere
 * (ui-kit's default for user text) made the stars and counts take the width and the titles wrap into more lines,
 * pushing the first rows under the cookie banner on a phone. Comments keep breaking anywhere.
 */
const TabRows = styled.div`
  td,
  th {
    overflow-wrap: break-word;
  }
`;

/** Spec §2 home: 'Top' (0), 'Noi' (1), 'Comentarii' (2); starts at 0 once the three lists loaded; no paging. */
export function LatestWidget({ lists }: { readonly lists: LatestLists | undefined }) {
  const [view, setView] = useState(0);
  return (
    <section aria-labelledby="latest-title">
      <h2 id="latest-title">{MESSAGES.homeLatest}</h2>
      {lists ? (
        <>
          <ButtonToggleGroup<number>
            label={MESSAGES.homeLatest}
            options={VIEWS}
            value={view}
            onChange={setView}
          />
          {view === 0 && (
            <TabRows>
              <ColumnTable columns={TOP_COLUMNS} rows={lists.top} />
            </TabRows>
          )}
          {view === 1 && (
            <TabRows>
              <ColumnTable columns={LATEST_COLUMNS} rows={lists.latest} />
            </TabRows>
          )}
          {view === 2 && <ColumnTable columns={COMMENT_COLUMNS} rows={lists.comments} />}
        </>
      ) : (
        <Spinner label={MESSAGES.loading} />
      )}
    </section>
  );
}
