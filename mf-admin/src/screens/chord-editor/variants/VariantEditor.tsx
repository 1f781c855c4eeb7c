import { TextArea } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type Instrument, RemoteChordDiagram } from '../../../federation/RemoteChordDiagram';
import { CHORD_EDITOR_MESSAGES as M } from '../../../messages';
import type { useVariantText } from './useVariantText';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: flex-start;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 14rem;
`;

const Preview = styled.section`
  min-height: 6rem;
`;

export interface VariantEditorProps {
  readonly instrument: Instrument;
  /** The chord's name, for the preview's accessible name */
  readonly chord: string;
  readonly editor: Pick<ReturnType<typeof useVariantText<unknown>>, 'text' | 'problem' | 'setText'>;
  /** The visual editor bound to the same state */
  readonly visual: ReactNode;
  /** Show the validation message (after the text box was left or a save was tried) */
  readonly showProblem: boolean;
  readonly onTextBlur: () => void;
}

/**
 * A variant's visual editor beside its text (admin.md §3) and mf-chords' diagram of it: the three views show
 * one state, and the text's message comes from the contracts validator.
 */
export function VariantEditor({
  instrument,
  chord,
  editor,
  visual,
  showProblem,
  onTextBlur,
}: VariantEditorProps) {
  return (
    <Layout>
      {visual}
      <Column>
        <TextArea
          label={M.variantText}
          helperText={instrument === 'guitar' ? M.guitarTextHelp : M.pianoTextHelp}
          monospace
          rows={instrument === 'guitar' ? 7 : 2}
          cols={16}
          spellCheck={false}
          value={editor.text}
          onChange={(event) => editor.setText(event.target.value)}
          onBlur={onTextBlur}
          error={showProblem ? editor.problem : undefined}
          required
        />
        <Preview aria-label={M.preview}>
          {editor.problem ? null : (
            <RemoteChordDiagram instrument={instrument} chord={chord} variant={editor.text} />
          )}
        </Preview>
      </Column>
    </Layout>
  );
}
