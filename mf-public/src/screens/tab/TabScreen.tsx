import type { TabDetail } from '@acorduri/contracts';
import { ApiError, buildPath, messagesOfError, PATHS, tabPageTitle } from '@acorduri/contracts';
import {
  Alert,
  Breadcrumbs,
  Checkbox,
  Chip,
  ChipList,
  media,
  Spinner,
  useMediaQuery,
} from '@acorduri/ui-kit';
import { lazy, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { AddToSongbook } from '../../components/AddToSongbook';
import { ChordProButton } from '../../components/ChordProButton';
import { NearScreen } from '../../components/NearScreen';
import { TabChips } from '../../components/TabChips';
import { artistPath } from '../../components/tabLinks';
import { useChordTools } from '../../data/chordTools';
import {
  useCapo,
  useDiagramsShown,
  useReaderPreferences,
  useTransposition,
} from '../../data/readerPreferences';
import { useSessionUser } from '../../data/session';
import { useTabBySlugs } from '../../data/tabs';
import { useDecryptedBody } from '../../data/useDecryptedBody';
import { isNotFound, useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { TAB_MESSAGES as M, MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { CapoSuggestionNote } from './CapoSuggestionNote';
import { ChordDiagrams } from './ChordDiagrams';
import { ReaderToolbar } from './ReaderToolbar';
import { ChordSheet } from './sheet/ChordSheet';
import { useAutoscroll } from './useAutoscroll';
import { useKeyFromLink } from './useKeyFromLink';
import { useTabDescription } from './useTabDescription';

// Below the text, so fetched (as one chunk) once they near the screen: a first visit reads the song first (#28).
const FavouriteToggle = lazy(() =>
  import(/* webpackChunkName: "tab-feedback" */ './FavouriteToggle').then(({ FavouriteToggle }) => ({
    default: FavouriteToggle,
  })),
);
const TabRating = lazy(() =>
  import(/* webpackChunkName: "tab-feedback" */ './TabRating').then(({ TabRating }) => ({
    default: TabRating,
  })),
);
const TabComments = lazy(() =>
  import(/* webpackChunkName: "tab-feedback" */ './TabComments').then(({ TabComments }) => ({
    default: TabComments,
  })),
);

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: flex-start;
  margin: ${({ theme }) => theme.spacing.md} 0;
  > * {
    flex: 1 1 260px;
  }
`;

function Downloads({ tab }: { readonly tab: TabDetail }) {
  if (!tab.gtp && !tab.midi) return null;
  return (
    <section aria-labelledby="downloads-title" data-print="hide">
      <h2 id="downloads-title">{M.downloads}</h2>
      <ul>
        {tab.gtp && (
          <li>
            <a href={`/media/gtp/${encodeURIComponent(tab.gtp)}`} download>
              {M.downloadGtp}
            </a>
          </li>
        )}
        {tab.midi && (
          <li>
            <a href={`/media/midi/${encodeURIComponent(tab.midi)}`} download>
              {M.downloadMidi}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

function TabReader({ tab }: { readonly tab: TabDetail }) {
  const user = useSessionUser();
  const body = useDecryptedBody(tab.body);
  const tools = useChordTools();
  const [semitones, setSemitones] = useTransposition(tab.id);
  const [capo, setCapo] = useCapo(tab.id);
  useKeyFromLink(setSemitones, setCapo);
  const [preferences, setPreferences] = useReaderPreferences();
  const [diagramsShown, setDiagramsShown] = useDiagramsShown(useMediaQuery(media.up('mobile'), true));
  const scroll = useAutoscroll(preferences.scrollSpeed);
  // The text waits for mf-chords' tools too (loaded or down): drawn before them, its lines would be laid out again
  // as chord/lyric pairs under the reader's eyes (a layout shift of the whole sheet and what follows it).
  const sheetState = body.state === 'ready' && tools === undefined ? 'pending' : body.state;
  const shown = tools ? semitones : 0;
  // With a capo on fret N the text shows the shapes to play: the heard key moved down N semitones.
  const shift = tools ? semitones - capo : 0;
  // "Simplifică": every chord as its base triad, in the text and the diagrams alike.
  const [simple, setSimple] = useState(false);
  const simplify = simple && tools?.simplifyBody ? tools.simplifyBody : undefined;
  const source = useMemo(
    () => (body.state !== 'ready' ? '' : simplify ? simplify(body.text) : body.text),
    [body, simplify],
  );
  const text = useMemo(
    () => (shift !== 0 && tools ? tools.transposeBody(source, shift) : source),
    [source, shift, tools],
  );
  usePageMeta(
    tabPageTitle(tab.title, tab.artist.name),
    useTabDescription(tab, body.state === 'ready' ? body.text : undefined, tools),
  );

  // What follows the text waits for all of it (ChordSheet draws it with the text's last part): drawn earlier, the
  // text arriving would push it down the screen.
  const afterText = (
    <>
      <NearScreen
        minHeight="5.5rem"
        hideInPrint
        unavailable={<Alert severity="warning">{M.ratingUnavailable}</Alert>}
      >
        <Aside>
          <TabRating
            tabId={tab.id}
            rating={tab.rating}
            ratingCount={tab.ratingCount}
            signedIn={Boolean(user)}
          />
          <FavouriteToggle tabId={tab.id} signedIn={Boolean(user)} />
        </Aside>
      </NearScreen>
      {tab.tags.length > 0 && (
        <section aria-labelledby="tags-title" data-print="hide">
          <h2 id="tags-title">{M.tags}</h2>
          <ChipList>
            {tab.tags.map((tag) => (
              <Chip key={tag.id} label={tag.name} to={buildPath(PATHS.category, { slug: tag.slug })} />
            ))}
          </ChipList>
        </section>
      )}
      <Downloads tab={tab} />
      <NearScreen
        minHeight="16rem"
        hideInPrint
        unavailable={<Alert severity="warning">{M.commentsUnavailable}</Alert>}
      >
        <TabComments tabId={tab.id} user={user ?? null} />
      </NearScreen>
    </>
  );

  return (
    <>
      <ReaderToolbar
        semitones={shown}
        canTranspose={Boolean(tools)}
        onTranspose={setSemitones}
        preferences={preferences}
        onPreferences={setPreferences}
        capo={tools ? capo : 0}
        onCapo={setCapo}
        scrolling={scroll.running}
        onToggleScroll={scroll.toggle}
        diagramsShown={diagramsShown}
        onDiagrams={setDiagramsShown}
        addToSongbook={
          user ? (
            <AddToSongbook tabId={tab.id} title={tabPageTitle(tab.title, tab.artist.name)} compact />
          ) : null
        }
        chordPro={
          <ChordProButton
            fileName={`${tab.artist.slug}-${tab.slug}.cho`}
            write={
              body.state === 'ready' && tools?.toChordPro
                ? () =>
                    tools.toChordPro?.({
                      title: tab.title,
                      artist: tab.artist.name,
                      capo,
                      body: text,
                    })
                : undefined
            }
          />
        }
        capoSuggestion={
          body.state === 'ready' && (
            <CapoSuggestionNote
              body={body.text}
              semitones={semitones}
              tools={tools}
              capo={capo}
              onCapo={setCapo}
            />
          )
        }
      />
      {sheetState === 'pending' && <Spinner label={MESSAGES.loading} />}
      {sheetState === 'failed' && <Alert severity="warning">{M.loadFailed}</Alert>}
      {sheetState === 'ready' && body.state === 'ready' && (
        <>
          {tools?.simplifyBody && <Checkbox label={M.simplify} checked={simple} onChange={setSimple} />}
          {diagramsShown && <ChordDiagrams body={source} semitones={shift} />}
          <ChordSheet
            text={text}
            fontSize={preferences.fontSize}
            tools={tools}
            inParts={body.first}
            after={afterText}
          />
        </>
      )}
      {sheetState === 'failed' && afterText}
    </>
  );
}

/** The call never reached the server (status 0) while the browser knows it has no connection. */
const isOffline = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine;

/** /acorduri/{artistSlug}/{tabSlug}: the decrypted text, diagrams, reader tools, rating, favourite, comments; 404 → /404. */
export default function TabScreen() {
  const { artistSlug = '', tabSlug = '' } = useParams();
  const { data: tab, error, isLoading } = useTabBySlugs(artistSlug, tabSlug);
  useNotFoundRedirect(error, PATHS.notFound404);
  usePageMeta(tab ? tabPageTitle(tab.title, tab.artist.name) : undefined);
  return (
    <article aria-labelledby="tab-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: tab?.artist.name ?? artistSlug, to: artistPath(artistSlug) },
          { label: tab?.title ?? tabSlug },
        ]}
      />
      <h1 id="tab-title">
        {tab ? (
          <>
            <Link to={artistPath(tab.artist.slug)}>{tab.artist.name}</Link> - {tab.title}
            <TabChips tab={tab} />
          </>
        ) : (
          tabSlug
        )}
      </h1>
      {tab?.author && (
        <p>
          {M.by} <Link to={buildPath(PATHS.profile, { slug: tab.author.slug })}>{tab.author.name}</Link>
        </p>
      )}
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error && !isNotFound(error) ? (
        <Alert severity="warning">{isOffline(error) ? M.offline : messagesOfError(error).join(' ')}</Alert>
      ) : null}
      {tab && <TabReader key={tab.id} tab={tab} />}
    </article>
  );
}
