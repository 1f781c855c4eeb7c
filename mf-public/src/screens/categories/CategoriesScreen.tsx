import { buildPath, letterIdOf, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Button, Chip, ChipList, Spinner } from '@acorduri/ui-kit';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { SearchBox } from '../../components/search/SearchBox';
import { useCacheFile } from '../../data/cacheFiles';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { groupByLetter } from '../artists/groupByLetter';

/** Spec §2: 5 per letter by default, raised to 50 once grouped. */
export const CATEGORIES_PER_LETTER = 50;

const Letter = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  h2 {
    text-transform: uppercase;
  }
`;

/** /categorii: public categories under their first letter ('#' for the rest), most used first. */
export default function CategoriesScreen() {
  usePageMeta(MESSAGES.tagsTitle);
  const navigate = useNavigate();
  const { data, error, isLoading } = useCacheFile('tag-data.json');
  const groups = data
    ? groupByLetter(
        data.tags.filter((tag) => tag.isPublic && tag.tabCount > 0),
        (tag) => letterIdOf(tag.name),
        CATEGORIES_PER_LETTER,
        (a, b) => b.tabCount - a.tabCount,
      )
    : [];
  return (
    <section aria-labelledby="categories-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.tagsTitle }]} />
      <h1 id="categories-title">{MESSAGES.tagsTitle}</h1>
      <SearchBox />
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error ? <Alert severity="warning">{MESSAGES.loadError}</Alert> : null}
      {groups.map((group) => (
        <Letter key={group.id} aria-labelledby={`categorii-${group.id}`}>
          <h2 id={`categorii-${group.id}`}>{group.letter}</h2>
          <ChipList>
            {group.items.map((tag) => (
              <Chip
                key={tag.id}
                label={tag.name}
                count={tag.tabCount}
                to={buildPath(PATHS.category, { slug: tag.slug })}
              />
            ))}
          </ChipList>
          {group.more && (
            <Button
              variant="text"
              size="sm"
              onClick={() => navigate(buildPath(PATHS.letter, { id: group.id }))}
            >
              {MESSAGES.moreOfLetter(group.letter)}
            </Button>
          )}
        </Letter>
      ))}
    </section>
  );
}
