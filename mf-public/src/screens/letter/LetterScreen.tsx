import { letterById, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Spinner } from '@acorduri/ui-kit';
import { Link, useParams } from 'react-router';
import { AlphabetNav } from '../../components/AlphabetNav';
import { Table } from '../../components/Table';
import { artistPath } from '../../components/tabLinks';
import { useArtistsOfLetter } from '../../data/artists';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

/** /litere/{id}: the artists of one letter (up to 500) in a table. */
export default function LetterScreen() {
  const id = Number(useParams().id);
  const letter = Number.isInteger(id) ? letterById(id) : undefined;
  const { data, error, isLoading } = useArtistsOfLetter(letter ? letter.id : null);
  const title = letter ? MESSAGES.artistsByLetter(letter.letter) : MESSAGES.artistsTitle;
  usePageMeta(title);
  return (
    <section aria-labelledby="letter-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: MESSAGES.artistsTitle, to: PATHS.artists },
          { label: letter ? letter.letter.toUpperCase() : '?' },
        ]}
      />
      <h1 id="letter-title">{title}</h1>
      <AlphabetNav {...(letter ? { current: letter.id } : {})} />
      {!letter && <Alert severity="warning">{MESSAGES.pageParamInvalid}</Alert>}
      {isLoading && letter && <Spinner label={MESSAGES.loading} />}
      {error ? <Alert severity="warning">{MESSAGES.artistsLoadError}</Alert> : null}
      {data && data.artists.length === 0 && <Alert severity="info">{MESSAGES.noResults}</Alert>}
      {data && data.artists.length > 0 && (
        <Table>
          <thead>
            <tr>
              <th scope="col">{MESSAGES.columnArtist}</th>
              <th scope="col">{MESSAGES.columnTabs}</th>
              <th scope="col">{MESSAGES.columnRequests}</th>
            </tr>
          </thead>
          <tbody>
            {data.artists.map((artist) => (
              <tr key={artist.id}>
                <td>
                  <Link to={artistPath(artist.slug)}>{artist.name}</Link>
                </td>
                <td>{artist.tabCount}</td>
                <td>{artist.requestCount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
