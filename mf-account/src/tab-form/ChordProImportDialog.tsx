import { Alert, Button, Dialog, FormField, TextArea } from '@acorduri/ui-kit';
import { type DragEvent, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import {
  CHORDPRO_EXTENSIONS,
  type ImportedSong,
  importChordPro,
  importedLines,
  readFileText,
} from './chordProImport';

/** Where a .cho file may be dropped: the whole body of the dialog, outlined while a file is over it. */
const DropZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
`;

const Found = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ChordProImportDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Receives every song found, in file order; the dialog closes itself afterwards. */
  readonly onImport: (songs: readonly ImportedSong[]) => void;
}

/**
 * A ChordPro file chosen, dropped or pasted ('[Am]Foaie [E]verde', {title: …}, {new_song} between songs) is read
 * into a preview listing each song found; 'Importă' hands them all to the tab form in the site's format.
 */
export function ChordProImportDialog({ open, onClose, onImport }: ChordProImportDialogProps) {
  const [text, setText] = useState('');
  const [songs, setSongs] = useState<readonly ImportedSong[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  const close = () => {
    setProblem(null);
    setSongs(null);
    onClose();
  };

  const preview = async (source: string) => {
    setProblem(null);
    if (!source.trim()) {
      setProblem(MESSAGES.chordProEmpty);
      return;
    }
    setBusy(true);
    try {
      const found = await importChordPro(source);
      if (found.length === 0) setProblem(MESSAGES.chordProNoSong);
      else setSongs(found);
    } catch {
      setProblem(MESSAGES.chordProUnavailable);
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    let content: string;
    try {
      content = await readFileText(file);
    } catch {
      setProblem(MESSAGES.chordProFileFailed(file.name));
      return;
    }
    setText(content);
    await preview(content);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void readFile(event.dataTransfer.files[0]);
  };

  const finish = () => {
    if (!songs) return;
    onImport(songs);
    setText('');
    close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={MESSAGES.chordProImportTitle}
      actions={
        songs ? (
          <>
            <Button variant="text" onClick={() => setSongs(null)}>
              {MESSAGES.chordProBack}
            </Button>
            <Button onClick={finish}>
              {songs.length === 1 ? MESSAGES.chordProImportButton : MESSAGES.chordProImportAll(songs.length)}
            </Button>
          </>
        ) : (
          <>
            <Button variant="text" onClick={close}>
              {MESSAGES.cancel}
            </Button>
            <Button loading={busy} onClick={() => preview(text)}>
              {MESSAGES.chordProPreviewButton}
            </Button>
          </>
        )
      }
    >
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      {songs ? (
        <>
          <p id="chordpro-found">{MESSAGES.chordProFound(songs.length)}</p>
          <Found aria-labelledby="chordpro-found" data-testid="chordpro-preview">
            {songs.map((song, index) => (
              // The file's order is the songs' identity: two songs may share a title.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                {song.title || MESSAGES.chordProUntitled}
                {song.artist ? ` – ${song.artist}` : ''}
                <small>{MESSAGES.chordProSongDetails(song.key, song.capo ?? 0, importedLines(song))}</small>
              </li>
            ))}
          </Found>
        </>
      ) : (
        <DropZone
          $over={over}
          data-testid="chordpro-drop"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <p>{MESSAGES.chordProDrop}</p>
          <FormField label={MESSAGES.chordProFile}>
            {(control) => (
              <input
                type="file"
                accept={CHORDPRO_EXTENSIONS}
                {...control}
                onChange={(event) => {
                  void readFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            )}
          </FormField>
          <TextArea
            label={MESSAGES.chordProText}
            monospace
            rows={12}
            value={text}
            helperText={MESSAGES.chordProHint}
            onChange={(event) => setText(event.target.value)}
          />
        </DropZone>
      )}
    </Dialog>
  );
}
