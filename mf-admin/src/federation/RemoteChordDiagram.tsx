import { lazyRemote, RemoteBoundary, Spinner } from '@acorduri/ui-kit';
import { Suspense } from 'react';
import { CHORD_EDITOR_MESSAGES as M, MESSAGES } from '../messages';
import { loadRemoteModule } from './loadRemoteModule';

interface DiagramProps {
  readonly chord: string;
  readonly variant: string;
  readonly index?: number;
}

/** mf-chords' own diagram components, fetched at run time through Module Federation on first render. */
const DIAGRAMS = {
  guitar: lazyRemote<DiagramProps>('mf_chords/GuitarChordDiagram', loadRemoteModule),
  piano: lazyRemote<DiagramProps>('mf_chords/PianoChordDiagram', loadRemoteModule),
} as const;

export type Instrument = keyof typeof DIAGRAMS;

/** A diagram from mf-chords that cannot take the admin screen down when that remote is unreachable. */
export function RemoteChordDiagram({
  instrument,
  ...props
}: DiagramProps & { readonly instrument: Instrument }) {
  const Diagram = DIAGRAMS[instrument];
  return (
    <RemoteBoundary fallback={<span>{M.previewUnavailable}</span>}>
      <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
        <Diagram {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
