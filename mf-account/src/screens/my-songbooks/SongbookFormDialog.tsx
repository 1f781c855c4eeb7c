import {
  type NewSongbookPayload,
  newSongbookBody,
  type Songbook,
  type SongbookSummary,
  songbookUpdateBody,
} from '@acorduri/contracts';
import { FormDialog, type FormEditor, type FormValues } from '@acorduri/list-toolkit';
import { MESSAGES } from '../../messages';

/** The create/rename dialog: name, description and visibility, checked with the API's own Joi schemas. */
const SONGBOOK_EDITOR: FormEditor<SongbookSummary> = {
  kind: 'form',
  width: 520,
  titles: { add: MESSAGES.newSongbookTitle, edit: MESSAGES.renameSongbookTitle },
  submitLabels: { add: MESSAGES.create, edit: MESSAGES.save },
  fields: [
    { name: 'name', label: MESSAGES.songbookName, kind: 'text' },
    { name: 'description', label: MESSAGES.songbookDescription, kind: 'textarea', rows: 3 },
    { name: 'isPublic', label: MESSAGES.songbookPublic, kind: 'checkbox' },
  ],
  createSchema: newSongbookBody,
  updateSchema: songbookUpdateBody,
  initialValues: (songbook) => ({
    name: songbook?.name ?? '',
    description: songbook?.description ?? '',
    isPublic: songbook?.isPublic ?? false,
  }),
};

export interface SongbookFormDialogProps {
  /** null: a new songbook. */
  readonly songbook: SongbookSummary | null;
  readonly onClose: () => void;
  /** Creates or updates; the dialog closes once it resolves. */
  readonly save: (payload: NewSongbookPayload) => Promise<Songbook>;
  readonly onAuthFailure: (error: unknown) => void;
}

export function SongbookFormDialog({ songbook, onClose, save, onAuthFailure }: SongbookFormDialogProps) {
  return (
    <FormDialog<SongbookSummary>
      editor={SONGBOOK_EDITOR}
      row={songbook}
      rowId={(row) => row.id}
      onClose={onClose}
      onAuthFailure={onAuthFailure}
      submit={({ id: _id, ...values }: FormValues) => save(values as unknown as NewSongbookPayload)}
    />
  );
}
