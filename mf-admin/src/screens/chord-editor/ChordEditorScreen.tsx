import { ListScreen } from '@acorduri/list-toolkit';
import { CHORDS_LIST } from './chordsList';

/** /chord-editor */
export default function ChordEditorScreen() {
  return <ListScreen definition={CHORDS_LIST} />;
}
