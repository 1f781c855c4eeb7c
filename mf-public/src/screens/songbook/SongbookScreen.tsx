import { buildPath, PATHS, type SongbookEntry, songCountLabel, withKeyLink } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Spinner } from '@acorduri/ui-kit';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { type Column, ColumnTable } from '../../components/ColumnTable';
import { songbookUrl, useSongbook } from '../../data/stageSongbook';
import { isNotFound, useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import {
  SONGBOOK_PAGE_MESSAGES as M,
  MESSAGES,
  STAGE_MESSAGES as S,
  TAB_MESSAGES as T,
} from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { OfflineToggle } from '../stage/OfflineToggle';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const songOf = (entry: SongbookEntry) =>
  entry.tab ? (
    <Link
      to={withKeyLink(
        buildPath(PATHS.tab, { artistSlug: entry.tab.artist.slug, tabSlug: entry.tab.slug }),
        entry,
      )}
    >
      {`${entry.title} – ${entry.artistName}`}
    </Link>
  ) : (
    <span>
      {`${entry.title} – ${entry.artistName} `}
      <Muted>({M.unavailable})</Muted>
    </span>
  );

type Row = SongbookEntry & { readonly position: number };

const COLUMNS: readonly Column<Row>[] = [
  { header: M.columnPosition, cell: (entry) => entry.position },
  { header: M.columnSong, cell: songOf },
  { header: M.columnKey, cell: (entry) => T.semitones(entry.transpose) },
  { header: M.columnCapo, cell: (entry) => (entry.capo === 0 ? T.capoNone : T.capoFret(entry.capo)) },
  { header: M.columnNote, cell: (entry) => entry.note, hideOnMobile: true },
];

/** /cantece/{slug}: a shared songbook, read-only: its songs in order with their key, capo and note. */
export default function SongbookScreen() {
  const slug = useParams().slug ?? '';
  const source = { slug };
  const { data: songbook, error } = useSongbook(source);
  usePageMeta(songbook?.name);
  useNotFoundRedirect(error, PATHS.notFound404);

  if (error) return isNotFound(error) ? null : <Alert severity="warning">{S.loadFailed}</Alert>;
  if (!songbook) return <Spinner label={MESSAGES.loading} />;
  const rows = songbook.entries.map((entry, index) => ({ ...entry, position: index + 1 }));
  return (
    <section aria-labelledby="songbook-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: songbook.owner.name, to: buildPath(PATHS.profile, { slug: songbook.owner.slug }) },
          { label: songbook.name },
        ]}
      />
      <h1 id="songbook-title">{songbook.name}</h1>
      <p>
        {M.by} <Link to={buildPath(PATHS.profile, { slug: songbook.owner.slug })}>{songbook.owner.name}</Link>
        {' · '}
        {songCountLabel(songbook.entryCount)}
      </p>
      {songbook.description && <p>{songbook.description}</p>}
      {!songbook.isPublic && <Alert severity="info">{M.privateNotice}</Alert>}
      <Actions>
        {songbook.entries.length > 0 && (
          <Link to={buildPath(PATHS.songbookStage, { slug: songbook.slug })}>{M.stage}</Link>
        )}
        {songbook.isOwner && <Link to={buildPath(PATHS.mySongbook, { id: songbook.id })}>{M.edit}</Link>}
        <OfflineToggle songbook={songbook} call={songbookUrl(source)} />
      </Actions>
      {rows.length === 0 ? (
        <p>{S.empty}</p>
      ) : (
        <ColumnTable caption={M.table(songbook.name)} columns={COLUMNS} rows={rows} />
      )}
    </section>
  );
}
