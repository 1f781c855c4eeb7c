import {
  type ArtistView,
  type AttachmentKind,
  attachmentProblem,
  messagesOfError,
  type TabContentInput,
} from '@acorduri/contracts';
import { type FieldErrors, type FormSchema, hasErrors, validateForm } from '@acorduri/list-toolkit';
import { Alert, Autocomplete, Button, TextArea, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { CallErrors } from '../components/CallErrors';
import { Actions, FormStack } from '../components/Page';
import { useArtistCatalogue } from '../data/catalogue';
import { FormActions } from '../forms/FormActions';
import { MESSAGES } from '../messages';
import { AttachmentField } from './AttachmentField';
import { ChordProImportDialog } from './ChordProImportDialog';
import { type ImportedSong, importedBody } from './chordProImport';
import { artistNamed, artistSuggestions, type TabFormValues, toTabContent } from './tabFormValues';

export type TabAttachments = Partial<Record<AttachmentKind, File>>;

type Field = 'title' | 'body' | 'artist';

export interface TabFormProps {
  readonly initial: TabFormValues;
  /** The shared schema of the call (newTabBody or tabDraftBody). */
  readonly schema: FormSchema;
  /** Fields the call needs besides the content (the tab id of a draft). */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly withAttachments: boolean;
  /** Offers 'Importă din ChordPro' (a new tab; a draft keeps the text it edits). */
  readonly withChordProImport?: boolean;
  /** Receives the songs after the first of an imported ChordPro file, none for one song (the first fills this form). */
  readonly onImportMore?: (songs: readonly ImportedSong[], total: number) => void;
  /** The form starts with imported song `position` of `total` (a multi-song file, one tab at a time). */
  readonly importedAs?: { readonly position: number; readonly total: number };
  readonly submitLabel: string;
  readonly onSubmit: (content: TabContentInput, attachments: TabAttachments) => Promise<void>;
  readonly onCancel?: () => void;
}

/** Every artist message (missing, too long, unknown id) belongs to the one artist field. */
function fieldErrors(schema: FormSchema, payload: Record<string, unknown>): FieldErrors<Field> {
  const found = validateForm<string>(schema, payload, 'artist');
  const errors: FieldErrors<Field> = {};
  if (found.title) errors.title = found.title;
  if (found.body) errors.body = found.body;
  const artist = found.artist ?? found.tempArtist ?? found.artistId;
  if (artist) errors.artist = artist;
  return errors;
}

const ATTACHMENT_FIELDS: readonly { kind: AttachmentKind; label: string }[] = [
  { kind: 'gtp', label: MESSAGES.guitarPro },
  { kind: 'midi', label: MESSAGES.midi },
];

/**
 * Title, artist (a catalogue artist or a free-text name), text and, for a new tab, optional Guitar Pro / MIDI
 * files. Validated with the API's schema on submit, then live.
 */
export function TabForm({
  initial,
  schema,
  extra,
  withAttachments,
  withChordProImport = false,
  onImportMore,
  importedAs,
  submitLabel,
  onSubmit,
  onCancel,
}: TabFormProps) {
  const catalogue = useArtistCatalogue();
  const artists = catalogue.data ?? [];
  const [values, setValues] = useState<TabFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attachments, setAttachments] = useState<TabAttachments>({});
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [imported, setImported] = useState(importedAs ?? null);

  const payload = { ...extra, ...toTabContent(values) };
  const errors = submitted ? fieldErrors(schema, payload) : {};
  const attachmentErrors: Partial<Record<AttachmentKind, string>> = {};
  for (const { kind } of ATTACHMENT_FIELDS) {
    const file = attachments[kind];
    if (file) attachmentErrors[kind] = attachmentProblem(kind, file);
  }

  const chosenArtist = useMemo<ArtistView | null>(
    () => artists.find((artist) => artist.id === values.artistId) ?? null,
    [artists, values.artistId],
  );
  const suggestions = useMemo(
    () => artistSuggestions(artists, values.artistName),
    [artists, values.artistName],
  );

  const update = (change: Partial<TabFormValues>) => setValues((current) => ({ ...current, ...change }));
  const typeArtist = (text: string) =>
    update({ artistName: text, artistId: artistNamed(artists, text)?.id ?? null });

  // An imported artist's name is matched to the catalogue once it has loaded, as if typed.
  useEffect(() => {
    if (values.artistId || !values.artistName.trim()) return;
    const known = artistNamed(artists, values.artistName);
    if (known) setValues((current) => (current.artistId ? current : { ...current, artistId: known.id }));
  }, [artists, values.artistId, values.artistName]);

  // A directive the text lacks leaves what the user already typed in that field.
  const fillFrom = (songs: readonly ImportedSong[]) => {
    const [song, ...more] = songs;
    if (!song) return;
    update({
      body: importedBody(song),
      ...(song.title ? { title: song.title } : {}),
      ...(song.artist
        ? { artistName: song.artist, artistId: artistNamed(artists, song.artist)?.id ?? null }
        : {}),
    });
    setImported({ position: 1, total: songs.length });
    onImportMore?.(more, songs.length);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(fieldErrors(schema, payload)) || Object.values(attachmentErrors).some(Boolean)) return;
    setBusy(true);
    setFailure([]);
    try {
      await onSubmit(toTabContent(values), attachments);
    } catch (error) {
      setFailure(messagesOfError(error));
    } finally {
      setBusy(false);
    }
  };

  const artistHint = values.artistId
    ? MESSAGES.artistFromCatalogue(chosenArtist?.name ?? values.artistName)
    : values.artistName.trim()
      ? MESSAGES.artistNewName(values.artistName.trim())
      : undefined;

  return (
    <FormStack noValidate onSubmit={submit}>
      <CallErrors messages={failure} onClose={() => setFailure([])} />
      {catalogue.error ? <Alert severity="warning">{MESSAGES.artistsLoadFailed}</Alert> : null}
      {withChordProImport ? (
        <>
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setImportOpen(true)}>
              {MESSAGES.chordProImportOpen}
            </Button>
          </Actions>
          {imported ? (
            <Alert severity="info" onClose={() => setImported(null)}>
              {imported.total === 1
                ? MESSAGES.chordProImported
                : MESSAGES.chordProImportedOf(imported.position, imported.total)}
            </Alert>
          ) : null}
          <ChordProImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImport={fillFrom} />
        </>
      ) : null}
      <Autocomplete<ArtistView>
        label={MESSAGES.artist}
        options={suggestions}
        value={chosenArtist}
        inputValue={values.artistName}
        onInputChange={typeArtist}
        onChange={(artist) =>
          artist ? update({ artistName: artist.name, artistId: artist.id }) : typeArtist('')
        }
        getOptionLabel={(artist) => artist.name}
        getOptionKey={(artist) => artist.id}
        filterOptions={false}
        freeSolo
        loading={catalogue.isLoading}
        placeholder={MESSAGES.artistPlaceholder}
        error={errors.artist}
        helperText={artistHint}
      />
      <TextField
        label={MESSAGES.title}
        value={values.title}
        error={errors.title}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextArea
        label={MESSAGES.text}
        monospace
        rows={14}
        value={values.body}
        error={errors.body}
        helperText={MESSAGES.textHint}
        onChange={(event) => update({ body: event.target.value })}
      />
      {withAttachments
        ? ATTACHMENT_FIELDS.map(({ kind, label }) => (
            <AttachmentField
              key={kind}
              kind={kind}
              label={label}
              file={attachments[kind] ?? null}
              error={attachmentErrors[kind]}
              onChange={(file) =>
                setAttachments((current) => {
                  const next = { ...current };
                  if (file) next[kind] = file;
                  else delete next[kind];
                  return next;
                })
              }
            />
          ))
        : null}
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </FormStack>
  );
}
