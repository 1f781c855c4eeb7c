import { Alert, Spinner } from '@acorduri/ui-kit';
import { Suspense } from 'react';
import { RemoteBoundary } from '../../components/RemoteBoundary';
import { lazyRemote } from '../../components/remoteParts';
import { TAB_MESSAGES as M, MESSAGES } from '../../messages';

interface ChordStripProps {
  readonly body: string;
  readonly semitones?: number;
}

/** mf-chords' diagrams (guitar, piano or hidden; each chord removable), following the reader's transposition. */
const ChordStrip = lazyRemote<ChordStripProps>('mf_chords/ChordStrip');

export function ChordDiagrams({ body, semitones }: { readonly body: string; readonly semitones: number }) {
  return (
    <RemoteBoundary fallback={<Alert severity="info">{M.diagramsUnavailable}</Alert>}>
      <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
        <ChordStrip body={body} semitones={semitones} />
      </Suspense>
    </RemoteBoundary>
  );
}
