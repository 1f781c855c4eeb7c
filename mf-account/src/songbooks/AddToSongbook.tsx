import { messagesOfError, newSongbookBody, songCountLabel, VALIDATION_OPTIONS } from '@acorduri/contracts';
import { Alert, Button, Dialog, Spinner, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ALL_MY_SONGBOOKS, addSongbookEntry, createSongbook, useMySongbooks } from '../data/songbooks';
import { MESSAGES } from '../messages';

const Lists = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const NewList = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  flex-wrap: wrap;
`;

export interface AddToSongbookProps {
  readonly tabId: string;
  /** The song's name in the dialog's title and messages ('Titlu – Artist'). */
  readonly title: string;
  /** Smaller button in lists (search results, favourites). */
  readonly compact?: boolean;
}

/**
 * 'Adaugă în cântece': a dialog listing the user's songbooks (each a button adding the tab with the original key)
 * and a field creating a new songbook with the tab in it. Exposed as `mf_account/AddToSongbook` for the tab page
 * and the search results; shown to signed-in users only.
 */
export default function AddToSongbook({ tabId, title, compact = false }: AddToSongbookProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={() => setOpen(true)}>
        {MESSAGES.addToSongbook}
      </Button>
      {open && <AddToSongbookDialog tabId={tabId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddToSongbookDialog({ tabId, title, onClose }: AddToSongbookProps & { onClose: () => void }) {
  const songbooks = useMySongbooks(ALL_MY_SONGBOOKS);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'warning'; messages: string[] } | null>(
    null,
  );

  const run = async (add: () => Promise<{ name: string }>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const songbook = await add();
      setOutcome({ severity: 'success', messages: [MESSAGES.addedToSongbook(title, songbook.name)] });
      await songbooks.mutate();
    } catch (error) {
      setOutcome({ severity: 'warning', messages: [...messagesOfError(error)] });
    } finally {
      setBusy(false);
    }
  };

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    const { error, value } = newSongbookBody.validate({ name }, VALIDATION_OPTIONS);
    setNameError(error?.details[0]?.message ?? null);
    if (error) return;
    void run(async () => {
      const created = await createSongbook(value);
      setName('');
      return addSongbookEntry(created.id, { tabId });
    });
  };

  const list = songbooks.data?.songbooks;
  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.addToSongbookTitle(title)}
      closeLabel={MESSAGES.close}
      width={520}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {MESSAGES.close}
        </Button>
      }
    >
      {outcome && (
        <Alert severity={outcome.severity} onClose={() => setOutcome(null)} closeLabel={MESSAGES.close}>
          {outcome.messages.join(' ')}
        </Alert>
      )}
      <h3>{MESSAGES.addToSongbookLists}</h3>
      {songbooks.error ? (
        <Alert severity="warning">{messagesOfError(songbooks.error).join(' ')}</Alert>
      ) : !list ? (
        <Spinner label={MESSAGES.loading} />
      ) : list.length === 0 ? (
        <p>{MESSAGES.addToSongbookNone}</p>
      ) : (
        <Lists>
          {list.map((songbook) => (
            <li key={songbook.id}>
              <Button
                variant="text"
                disabled={busy}
                onClick={() => run(() => addSongbookEntry(songbook.id, { tabId }))}
              >
                {`${songbook.name} (${songCountLabel(songbook.entryCount)})`}
              </Button>
            </li>
          ))}
        </Lists>
      )}
      <NewList noValidate onSubmit={createAndAdd}>
        <TextField
          label={MESSAGES.addToSongbookNewName}
          value={name}
          maxLength={80}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          {MESSAGES.addToSongbookCreate}
        </Button>
      </NewList>
    </Dialog>
  );
}
