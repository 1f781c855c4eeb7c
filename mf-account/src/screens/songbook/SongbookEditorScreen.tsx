import { buildPath, PATHS, type Songbook, type SongbookEntryUpdatePayload } from '@acorduri/contracts';
import { CallAlertList, useCallAlerts } from '@acorduri/list-toolkit';
import { Alert, Button, Checkbox, ConfirmDialog, Spinner, TextField } from '@acorduri/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { Actions, Page, PageTitle } from '../../components/Page';
import {
  removeSongbookEntry,
  reorderSongbook,
  updateSongbook,
  updateSongbookEntry,
  useSongbook,
} from '../../data/songbooks';
import { MESSAGES } from '../../messages';
import { SongbookFormDialog } from '../my-songbooks/SongbookFormDialog';
import { moveEntry } from './moveEntry';
import { type EntryFocus, SongbookEntryRow } from './SongbookEntryRow';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Announced by screen readers (a move by keyboard says where the song went) without taking focus. */
const LiveRegion = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const shareUrl = (slug: string) => `${window.location.origin}${buildPath(PATHS.songbook, { slug })}`;

/** /cantecele-mele/:id: one songbook's songs with their settings, order, visibility and share link. */
export default function SongbookEditorScreen() {
  const { id } = useParams();
  const songbook = useSongbook(id);
  const alerts = useCallAlerts();
  const [renaming, setRenaming] = useState(false);
  // The song waiting for 'Da': removing one loses its key, capo and note, so it is asked first.
  const [removing, setRemoving] = useState<{ readonly id: string; readonly title: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  // Focus follows the song moved, or goes to the song after the one removed, instead of dropping to the page.
  const [focus, setFocus] = useState<{ readonly entryId: string; readonly on: EntryFocus } | null>(null);
  const focused = useCallback(() => setFocus(null), []);
  const entriesHeading = useRef<HTMLHeadingElement>(null);
  const data = songbook.data;

  /** Runs a write whose answer is the whole songbook (without bodies, which the editor does not show). */
  const write = async (call: () => Promise<Songbook>, announce?: (answer: Songbook) => string) => {
    try {
      const answer = await call();
      await songbook.mutate(answer, { revalidate: false });
      if (announce) setAnnouncement(announce(answer));
    } catch (error) {
      alerts.report(error);
      await songbook.mutate();
    }
  };

  if (!data) {
    return (
      <Page aria-labelledby="songbook-title">
        <AccountBreadcrumbs current={MESSAGES.mySongbooksTitle} />
        {songbook.error ? (
          <Alert severity="warning">{MESSAGES.songbookLoadFailed}</Alert>
        ) : (
          <Spinner label={MESSAGES.loading} />
        )}
      </Page>
    );
  }

  const ids = data.entries.map((entry) => entry.id);
  const move = (from: number, to: number, by?: 'up' | 'down') => {
    const entry = data.entries[from];
    if (!entry || to < 0 || to >= ids.length || to === from) return;
    if (by) setFocus({ entryId: entry.id, on: by });
    const order = moveEntry(ids, from, to);
    const byId = new Map(data.entries.map((candidate) => [candidate.id, candidate]));
    // The new order shows at once; the server's answer (or a reload after a refusal) settles it.
    void songbook.mutate(
      { ...data, entries: order.flatMap((entryId) => byId.get(entryId) ?? []) },
      { revalidate: false },
    );
    void write(
      () => reorderSongbook(data.id, order),
      () => MESSAGES.entryMoved(entry.title, to + 1, ids.length),
    );
  };

  const changeEntry = (entryId: string, title: string, change: SongbookEntryUpdatePayload) =>
    write(
      () => updateSongbookEntry(data.id, entryId, change),
      () => MESSAGES.entrySaved(title),
    );

  return (
    <Page aria-labelledby="songbook-title">
      <AccountBreadcrumbs current={data.name} />
      <PageTitle id="songbook-title">{data.name}</PageTitle>
      {data.description && <Description>{data.description}</Description>}
      <CallAlertList alerts={alerts.alerts} onDismiss={alerts.dismiss} />
      <Actions>
        <Button variant="secondary" onClick={() => setRenaming(true)}>
          {MESSAGES.songbookRename}
        </Button>
        {data.entries.length > 0 && (
          <Link to={buildPath(PATHS.mySongbookStage, { id: data.id })}>{MESSAGES.songbookStage}</Link>
        )}
        <Link to={PATHS.mySongbooks}>{MESSAGES.mySongbooksTitle}</Link>
      </Actions>
      <Checkbox
        label={MESSAGES.songbookMakePublic}
        checked={data.isPublic}
        onChange={(isPublic) => {
          // Ticked at once; the server's answer (or a reload after a refusal) settles it.
          void songbook.mutate({ ...data, isPublic }, { revalidate: false });
          void write(() => updateSongbook(data.id, { isPublic }));
        }}
      />
      {data.isPublic ? (
        <Actions>
          <TextField label={MESSAGES.songbookShareLink} value={shareUrl(data.slug)} readOnly />
          <Button
            variant="secondary"
            onClick={async () => {
              await navigator.clipboard?.writeText(shareUrl(data.slug));
              alerts.notify(MESSAGES.songbookLinkCopied);
            }}
          >
            {MESSAGES.songbookCopyLink}
          </Button>
          <Link to={buildPath(PATHS.songbook, { slug: data.slug })}>{MESSAGES.openSongbook(data.name)}</Link>
        </Actions>
      ) : (
        <Description>{MESSAGES.songbookPrivateHint}</Description>
      )}
      <h2 ref={entriesHeading} tabIndex={-1}>
        {MESSAGES.songbookEntriesTitle}
      </h2>
      {data.entries.length === 0 ? (
        <Description>{MESSAGES.songbookEntriesEmpty}</Description>
      ) : (
        <Entries>
          {data.entries.map((entry, index) => (
            <SongbookEntryRow
              key={entry.id}
              entry={entry}
              position={index + 1}
              total={data.entries.length}
              onChange={(change) => changeEntry(entry.id, entry.title, change)}
              onMove={(to) => move(index, to, to < index ? 'up' : 'down')}
              focus={focus?.entryId === entry.id ? focus.on : undefined}
              onFocused={focused}
              onRemove={() => setRemoving({ id: entry.id, title: entry.title })}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDrop={() => {
                if (dragged.current !== null) move(dragged.current, index);
                dragged.current = null;
              }}
            />
          ))}
        </Entries>
      )}
      <LiveRegion aria-live="polite" role="status">
        {announcement}
      </LiveRegion>
      <ConfirmDialog
        open={removing !== null}
        message={removing ? MESSAGES.entryRemoveQuestion(removing.title, data.name) : ''}
        onConfirm={() => {
          if (!removing) return;
          setRemoving(null);
          const at = ids.indexOf(removing.id);
          const after = ids[at + 1] ?? ids[at - 1];
          void write(
            () => removeSongbookEntry(data.id, removing.id),
            (answer) => {
              // The song that took its place (or the one before the last); the list's heading when none is left.
              if (after && answer.entries.some((candidate) => candidate.id === after))
                setFocus({ entryId: after, on: 'row' });
              else entriesHeading.current?.focus();
              return MESSAGES.entryRemoved(removing.title);
            },
          );
        }}
        onCancel={() => setRemoving(null)}
      />
      {renaming && (
        <SongbookFormDialog
          songbook={data}
          onClose={() => setRenaming(false)}
          onAuthFailure={alerts.report}
          save={async (payload) => {
            const saved = await updateSongbook(data.id, payload);
            await songbook.mutate();
            return saved;
          }}
        />
      )}
    </Page>
  );
}
