import { buildPath, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Button, Spinner } from '@acorduri/ui-kit';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { AlphabetNav } from '../../components/AlphabetNav';
import { SearchBox } from '../../components/search/SearchBox';
import { artistPath } from '../../components/tabLinks';
import { useCacheFile } from '../../data/cacheFiles';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { groupByLetter } from './groupByLetter';

/** Spec §2: 5 artists per letter on /artisti, the rest on /litere/{id}. */
export const ARTISTS_PER_LETTER = 5;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  h2 {
    margin: 0;
    text-transform: uppercase;
  }
  ul {
    padding-left: ${({ theme }) => theme.spacing.lg};
  }
`;

export default function ArtistsScreen() {
  usePageMeta(MESSAGES.artistsTitle);
  const navigate = useNavigate();
  const { data, error, isLoading } = useCacheFile('artist-data.json');
  const groups = data ? groupByLetter(data.artists, (artist) => artist.letterId, ARTISTS_PER_LETTER) : [];
  return (
    <section aria-labelledby="artists-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.artistsTitle }]} />
      <h1 id="artists-title">{MESSAGES.artistsTitle}</h1>
      <SearchBox />
      <AlphabetNav />
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error ? <Alert severity="warning">{MESSAGES.artistsLoadError}</Alert> : null}
      <Grid>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`litera-${group.id}`}>
            <h2 id={`litera-${group.id}`}>{group.letter}</h2>
            <ul>
              {group.items.map((artist) => (
                <li key={artist.id}>
                  <Link to={artistPath(artist.slug)}>{artist.name}</Link>
                </li>
              ))}
            </ul>
            <Button
              variant="text"
              size="sm"
              onClick={() => navigate(buildPath(PATHS.letter, { id: group.id }))}
            >
              {MESSAGES.allArtistsOfLetter(group.letter)}
            </Button>
          </section>
        ))}
      </Grid>
    </section>
  );
}
