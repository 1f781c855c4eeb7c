import { Alert, Button, Dialog, TextArea } from '@acorduri/ui-kit';
import { useState } from 'react';
import { MESSAGES } from '../messages';
import { type ImportedSong, importChordPro } from './chordProImport';

export interface ChordProImportDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Receives the converted song; the dialog closes itself afterwards. */
  readonly onImport: (song: ImportedSong) => void;
}

/** Paste a ChordPro song ('[Am]Foaie [E]verde', {title: …}); it fills the tab form in the site's format. */
export function ChordProImportDialog({ open, onClose, onImport }: ChordProImportDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const convert = async () => {
    if (!text.trim()) {
      setProblem(MESSAGES.chordProEmpty);
      return;
    }
    setBusy(true);
    try {
      const song = await importChordPro(text);
      if (!song) setProblem(MESSAGES.chordProNoSong);
      else {
        onImport(song);
        setText('');
        close();
      }
    } catch {
      setProblem(MESSAGES.chordProUnavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={MESSAGES.chordProImportTitle}
      actions={
        <>
          <Button variant="text" onClick={close}>
            {MESSAGES.cancel}
          </Button>
          <Button loading={busy} onClick={convert}>
            {MESSAGES.chordProImportButton}
          </Button>
        </>
      }
    >
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      <TextArea
        label={MESSAGES.chordProText}
        monospace
        rows={12}
        value={text}
        helperText={MESSAGES.chordProHint}
        onChange={(event) => setText(event.target.value)}
      />
    </Dialog>
  );
}
