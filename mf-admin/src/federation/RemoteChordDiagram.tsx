import { Spinner } from '@acorduri/ui-kit';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { CHORD_EDITOR_MESSAGES as M, MESSAGES } from '../messages';
import { loadRemoteModule } from './loadRemoteModule';

interface DiagramProps {
  readonly chord: string;
  readonly variant: string;
  readonly index?: number;
}

const lazyDiagram = (id: string) =>
  lazy(async () => {
    const module = await loadRemoteModule<{ default?: ComponentType<DiagramProps> }>(id);
    if (!module?.default) throw new Error(`${id} nu a putut fi încărcat`);
    return { default: module.default };
  });

/** mf-chords' own diagram components, fetched at run time through Module Federation on first render. */
const DIAGRAMS = {
  guitar: lazyDiagram('mf_chords/GuitarChordDiagram'),
  piano: lazyDiagram('mf_chords/PianoChordDiagram'),
} as const;

export type Instrument = keyof typeof DIAGRAMS;

/** A diagram from mf-chords that cannot take the admin screen down when that remote is unreachable. */
class DiagramBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[mf-admin] mf-chords diagram failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <span>{M.previewUnavailable}</span> : this.props.children;
  }
}

export function RemoteChordDiagram({
  instrument,
  ...props
}: DiagramProps & { readonly instrument: Instrument }) {
  const Diagram = DIAGRAMS[instrument];
  return (
    <DiagramBoundary>
      <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
        <Diagram {...props} />
      </Suspense>
    </DiagramBoundary>
  );
}
