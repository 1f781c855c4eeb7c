import { ApiError, buildPath, PATHS, requestPrint } from '@acorduri/contracts';
import { Alert, Button, Spinner } from '@acorduri/ui-kit';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useChordTools } from '../../data/chordTools';
import { type SongbookSource, songbookUrl, useSongbook, useSongTexts } from '../../data/stageSongbook';
import { isNotFound, useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { MESSAGES, STAGE_MESSAGES as S } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { ChordProExport } from './ChordProExport';
import { OfflineToggle } from './OfflineToggle';
import { PrintSongbook } from './PrintSongbook';
import { StageView } from './StageView';

/** The song shown is in the address (?cantec=2), so a reload or a shared link opens the same song. */
const SONG_PARAM = 'cantec';

/**
 * /cantece/{slug}/scena (a public songbook) and /cantecele-mele/{id}/scena (the owner's own, public or private):
 * stage mode, the printed songbook, ChordPro export and 'Disponibil offline'.
 */
export default function StageScreen() {
  const { slug, id } = useParams();
  const source = useMemo<SongbookSource>(() => (id ? { id } : { slug: slug ?? '' }), [id, slug]);
  const call = songbookUrl(source);
  const { data: songbook, error } = useSongbook(source);
  useNotFoundRedirect(id ? undefined : error, PATHS.notFound404);
  const texts = useSongTexts(songbook?.entries);
  const tools = useChordTools();
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, (Number.parseInt(params.get(SONG_PARAM) ?? '1', 10) || 1) - 1);
  const onIndex = useCallback(
    (next: number) => setParams({ [SONG_PARAM]: String(next + 1) }, { replace: true }),
    [setParams],
  );
  usePageMeta(songbook ? `${S.title}: ${songbook.name}` : S.title);
  const back = id ? buildPath(PATHS.mySongbook, { id }) : buildPath(PATHS.songbook, { slug: slug ?? '' });

  if (error) {
    // A shared songbook's address that names nothing is the 404 page; an own one (by id) says why it is missing.
    if (!id && isNotFound(error)) return null;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return <Alert severity="warning">{missing ? S.notFound : S.loadFailed}</Alert>;
  }
  if (!songbook) return <Spinner label={MESSAGES.loading} />;
  return (
    <>
      <StageView
        songbook={songbook}
        texts={texts}
        tools={tools}
        index={index}
        onIndex={onIndex}
        exit={<Link to={back}>{S.exit}</Link>}
        extraTools={
          <>
            <Button size="sm" variant="secondary" onClick={requestPrint}>
              {S.print}
            </Button>
            <ChordProExport songbook={songbook} texts={texts} tools={tools} />
            <OfflineToggle songbook={songbook} call={call} />
          </>
        }
      />
      <PrintSongbook songbook={songbook} texts={texts} tools={tools} />
    </>
  );
}
