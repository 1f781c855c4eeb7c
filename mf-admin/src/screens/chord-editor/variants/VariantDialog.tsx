import { Button, Dialog } from '@acorduri/ui-kit';
import { type ReactNode, useState } from 'react';
import type { Instrument } from '../../../federation/RemoteChordDiagram';
import { CHORD_EDITOR_MESSAGES as M } from '../../../messages';
import { GuitarFretboard } from './GuitarFretboard';
import { PianoKeyboard } from './PianoKeyboard';
import { useVariantText } from './useVariantText';
import { VariantEditor } from './VariantEditor';
import { GUITAR_FORMAT, PIANO_FORMAT } from './variantFormats';

export interface VariantDialogProps {
  readonly instrument: Instrument;
  readonly chord: string;
  /** The variant being edited; '' for a new one */
  readonly initialText: string;
  readonly onSave: (text: string) => void;
  readonly onClose: () => void;
}

/** The guitar or piano variant dialog of the chord editor: the visual editor, the text and the preview. */
export function VariantDialog(props: VariantDialogProps) {
  return props.instrument === 'guitar' ? (
    <GuitarVariantDialog {...props} />
  ) : (
    <PianoVariantDialog {...props} />
  );
}

function GuitarVariantDialog(props: VariantDialogProps) {
  const editor = useVariantText(GUITAR_FORMAT, props.initialText);
  return (
    <VariantDialogFrame {...props} editor={editor}>
      <GuitarFretboard variant={editor.model} onChange={editor.setModel} />
    </VariantDialogFrame>
  );
}

function PianoVariantDialog(props: VariantDialogProps) {
  const editor = useVariantText(PIANO_FORMAT, props.initialText);
  return (
    <VariantDialogFrame {...props} editor={editor}>
      <PianoKeyboard variant={editor.model} onChange={editor.setModel} />
    </VariantDialogFrame>
  );
}

function VariantDialogFrame({
  instrument,
  chord,
  initialText,
  onSave,
  onClose,
  editor,
  children,
}: VariantDialogProps & {
  readonly editor: { text: string; problem: string | undefined; setText: (text: string) => void };
  readonly children: ReactNode;
}) {
  // The message shows once the text box was left or a save was tried, not while the first variant is drawn.
  const [showProblem, setShowProblem] = useState(false);
  const save = () => {
    if (editor.problem) setShowProblem(true);
    else onSave(editor.text);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      width={880}
      title={M.variantDialogTitle(instrument, initialText === '')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button onClick={save}>{M.saveVariant}</Button>
        </>
      }
    >
      <VariantEditor
        instrument={instrument}
        chord={chord}
        editor={editor}
        visual={children}
        showProblem={showProblem}
        onTextBlur={() => setShowProblem(true)}
      />
    </Dialog>
  );
}
