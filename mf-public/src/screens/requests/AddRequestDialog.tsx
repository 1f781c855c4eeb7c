import { type NewRequestPayload, newRequestBody } from '@acorduri/contracts';
import { Alert, Button, Dialog, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useCacheFile } from '../../data/cacheFiles';
import { failureMessages } from '../../data/failureMessages';
import { addRequest } from '../../data/requests';
import { validateForm } from '../../data/validate';
import { MESSAGES } from '../../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The artist typed: a catalogue artist when the name matches one (ignoring case), free text otherwise. */
export function requestPayload(
  title: string,
  artistName: string,
  catalogue: readonly { id: string; name: string }[],
): NewRequestPayload {
  const name = artistName.trim();
  const known = catalogue.find(
    (artist) => artist.name.toLocaleLowerCase('ro') === name.toLocaleLowerCase('ro'),
  );
  return known ? { title, artistId: known.id } : { title, tempArtist: name };
}

interface Props {
  readonly onClose: () => void;
  readonly onAdded: () => void;
}

/** Spec §2 'Cereri' add dialog: title (≤ 100) and an artist from the catalogue or free text (≤ 50). */
export function AddRequestDialog({ onClose, onAdded }: Props) {
  const artists = useCacheFile('artist-data.json').data?.artists ?? [];
  const [title, setTitle] = useState('');
  const [artist, setArtist] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const listId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = requestPayload(title, artist, artists);
    const found = validateForm(newRequestBody, payload);
    const artistError = found.tempArtist ?? found.artistId ?? found[''];
    setErrors({
      ...(found.title ? { title: found.title } : {}),
      ...(artistError ? { artist: artistError } : {}),
    });
    if (found.title || artistError) return;
    setSending(true);
    try {
      await addRequest(payload);
      onAdded();
    } catch (error) {
      setServerErrors(failureMessages(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open title={MESSAGES.requestDialogTitle} onClose={onClose} width={500}>
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          label={MESSAGES.requestTitleField}
          value={title}
          required
          error={errors.title ?? null}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label={MESSAGES.requestArtistField}
          value={artist}
          required
          list={listId}
          helperText={MESSAGES.requestArtistHelp}
          error={errors.artist ?? null}
          onChange={(event) => setArtist(event.target.value)}
        />
        <datalist id={listId}>
          {artists.map((entry) => (
            <option key={entry.id} value={entry.name} />
          ))}
        </datalist>
        {serverErrors.length > 0 && <Alert severity="warning">{serverErrors.join(' ')}</Alert>}
        <Actions>
          <Button variant="text" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={sending}>
            {MESSAGES.requestSubmit}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
