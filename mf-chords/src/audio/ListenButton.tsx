import { Button } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';
import { pageAudioContext } from './audioContext';
import type { Timbre } from './synth';
import { guitarNotes, pianoNotes } from './voicing';

interface Props {
  readonly chord: string;
  readonly variant: string;
  readonly instrument: Timbre;
}

/** "Ascultă": plays the diagram's voicing, strummed low to high on the guitar, struck together on the piano. */
export function ListenButton({ chord, variant, instrument }: Props) {
  const notes = instrument === 'guitar' ? guitarNotes(variant) : pianoNotes(variant);
  if (notes.length === 0) return null;
  const listen = () => {
    const context = pageAudioContext();
    if (!context) return;
    // A context made before any click starts suspended; the click lets it run.
    void context.resume();
    // The synthesiser is fetched on the first press: most readers of a tab page never press it (#28).
    void import('./synth').then(({ playNotes }) => playNotes(context, notes, instrument));
  };
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      aria-label={MESSAGES.listenTo(chord)}
      onClick={listen}
    >
      {MESSAGES.listen}
    </Button>
  );
}
