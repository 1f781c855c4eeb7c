import { ApiError, buildPath, PATHS, requestPrint, type Songbook } from '@acorduri/contracts';
import { Alert, Button, Spinner } from '@acorduri/ui-kit';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type ChordTools, useChordTools } from '../../data/chordTools';
import { useStageEntrySettings } from '../../data/stageEntrySettings';
import {
  type SongbookSource,
  type SongText,
  songbookUrl,
  useSongbook,
  useSongTexts,
} from '../../data/stageSongbook';
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
    <Stage
      songbook={songbook}
      call={call}
      texts={texts}
      tools={tools}
      index={index}
      onIndex={onIndex}
      exitTo={back}
    />
  );
}

interface StageProps {
  readonly songbook: Songbook;
  readonly call: string;
  readonly texts: ReadonlyMap<string, SongText>;
  readonly tools: ChordTools | null | undefined;
  readonly index: number;
  readonly onIndex: (index: number) => void;
  readonly exitTo: string;
}

/** The loaded songbook on stage and on paper; key and capo changed on stage are kept (and saved for the owner). */
function Stage({ songbook, call, texts, tools, index, onIndex, exitTo }: StageProps) {
  const settings = useStageEntrySettings(songbook, call);
  return (
    <>
      <StageView
        songbook={songbook}
        texts={texts}
        tools={tools}
        index={index}
        onIndex={onIndex}
        exitTo={exitTo}
        settingsOf={settings.settingsOf}
        onSettings={settings.change}
        notice={
          settings.problem && (
            <Alert severity="warning" onClose={settings.dismiss}>
              {settings.problem === 'offline' ? S.notSavedOffline : S.notSaved}
            </Alert>
          )
        }
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
