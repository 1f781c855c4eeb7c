import {
  ApiError,
  type AssetFile,
  MEDIA_MESSAGES,
  type MediaKind,
  mediaFileProblem,
  VALIDATION_OPTIONS,
} from '@acorduri/contracts';
import { type EditorContext, type FormSchema, isAuthFailure } from '@acorduri/list-toolkit';
import { Alert, Button, ConfirmDialog, Dialog, FormField, Select, TextField } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import { uploadWithProgress } from '../../data/uploadWithProgress';
import { UPLOAD_MESSAGES as M } from '../../messages';
import { UploadProgress } from './UploadProgress';

export interface UploadDialogProps {
  readonly title: string;
  /** The folders offered as the destination */
  readonly kinds: readonly { readonly value: MediaKind; readonly label: string }[];
  /** POST path of the multipart upload (fileData plus the fields) */
  readonly path: string;
  /** The contracts schema of the text fields the call takes (kind, and filename for the file manager) */
  readonly schema: FormSchema;
  /** The file manager's further field: the name the file is stored under */
  readonly withFilename: boolean;
  readonly list: EditorContext<AssetFile>;
  readonly onClose: () => void;
}

type Field = 'kind' | 'filename' | 'fileData';

/** The server's answer to an upload under a name the folder already holds, sent without `overwrite`. */
const NAME_TAKEN = 409;

/**
 * The upload form of the file and media managers: destination folder, file (and the file manager's name), checked
 * on blur and on submit with the contracts rules; the upload's progress shows while it is sent and the stored file
 * goes to the top of the list. A name the folder already holds is replaced only after the admin confirms it: the
 * upload is then sent again with `overwrite`, and the list is read again (the old row leaves).
 */
export function UploadDialog({ title, kinds, path, schema, withFilename, list, onClose }: UploadDialogProps) {
  const [kind, setKind] = useState<MediaKind | null>(null);
  const [filename, setFilename] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [nameTaken, setNameTaken] = useState(false);

  const fields = withFilename ? { kind: kind ?? '', filename } : { kind: kind ?? '' };
  const fieldErrors = new Map<Field, string>();
  for (const detail of schema.validate(fields, VALIDATION_OPTIONS).error?.details ?? []) {
    const field = detail.path[0] as Field;
    if (!fieldErrors.has(field)) fieldErrors.set(field, detail.message);
  }
  const fileError = !file ? MEDIA_MESSAGES.fileRequired : kind ? mediaFileProblem(kind, file) : undefined;
  if (fileError) fieldErrors.set('fileData', fileError);
  const shown = (field: Field) => (touched.has(field) ? fieldErrors.get(field) : undefined);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));

  const send = async (overwrite: boolean) => {
    if (!file || !kind) return;
    const form = new FormData();
    form.set('kind', kind);
    if (withFilename) form.set('filename', filename);
    if (overwrite) form.set('overwrite', 'true');
    form.set('fileData', file, file.name);
    setFailure([]);
    setProgress(0);
    try {
      const stored = await uploadWithProgress<AssetFile>(path, form, setProgress);
      if (overwrite) list.reload();
      else list.insertRow(stored);
      onClose();
    } catch (error) {
      setProgress(null);
      if (!overwrite && error instanceof ApiError && error.status === NAME_TAKEN) setNameTaken(true);
      else if (isAuthFailure(error)) list.report(error);
      else setFailure(error instanceof Error ? [error.message] : [M.uploadFailed]);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set<Field>(['kind', 'filename', 'fileData']));
    if (fieldErrors.size > 0) return;
    await send(false);
  };

  const busy = progress !== null;
  const formId = `upload-${withFilename ? 'file' : 'media'}`;
  return (
    <Dialog
      open
      onClose={onClose}
      width={520}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {M.upload}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {failure.length > 0 ? (
          <Alert severity="warning" onClose={() => setFailure([])}>
            {failure.join(' ')}
          </Alert>
        ) : null}
        <Select
          label={M.kind}
          required
          options={kinds}
          value={kind}
          onChange={(value) => {
            setKind(value as MediaKind | null);
            touch('kind');
          }}
          onBlur={() => touch('kind')}
          error={shown('kind')}
        />
        <FormField label={M.file} required error={shown('fileData')} helperText={M.fileHelp}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="fileData"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                // A refusal was about the previous file.
                setFailure([]);
                // The stored name starts as the chosen file's own until the admin types another.
                if (withFilename && chosen && filename === '') setFilename(chosen.name);
                touch('fileData');
              }}
              onBlur={() => touch('fileData')}
            />
          )}
        </FormField>
        {withFilename ? (
          <TextField
            label={M.filename}
            required
            value={filename}
            onChange={(event) => setFilename(event.target.value)}
            onBlur={() => touch('filename')}
            error={shown('filename')}
            helperText={M.filenameHelp}
          />
        ) : null}
        <UploadProgress fraction={progress} />
      </form>
      <ConfirmDialog
        open={nameTaken}
        title={M.replaceTitle}
        message={M.replaceQuestion(kind ?? '')}
        confirmLabel={M.replace}
        cancelLabel={M.keep}
        onCancel={() => setNameTaken(false)}
        onConfirm={() => {
          setNameTaken(false);
          void send(true);
        }}
      />
    </Dialog>
  );
}
