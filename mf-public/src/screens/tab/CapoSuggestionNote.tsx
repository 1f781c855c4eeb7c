import { Button } from '@acorduri/ui-kit';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { ChordTools } from '../../data/chordTools';
import { TAB_MESSAGES as M } from '../../messages';

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  /** The tab text in its original key */
  readonly body: string;
  /** The reader's transposition: the suggestion is for the key shown */
  readonly semitones: number;
  readonly tools: ChordTools | null | undefined;
  readonly capo: number;
  readonly onCapo: (fret: number) => void;
}

/** 'Capodastru sugerat: Capo 3 (acorduri: C G Am F)' and a button putting the capo there; nothing without chords. */
export function CapoSuggestionNote({ body, semitones, tools, capo, onCapo }: Props) {
  const suggestion = useMemo(() => tools?.suggestCapo?.(body, semitones), [tools, body, semitones]);
  if (!suggestion) return null;
  const shapes = suggestion.chords.map(({ shape }) => shape).join(' ');
  return (
    <Note data-testid="capo-suggestion">
      {M.capoSuggested} <strong>{suggestion.capo === 0 ? M.capoNone : M.capoFret(suggestion.capo)}</strong> (
      {M.capoSuggestedChords(shapes)}){' '}
      {suggestion.capo !== capo && (
        <Button
          size="sm"
          variant="text"
          aria-label={M.capoApplyLabel(suggestion.capo)}
          onClick={() => onCapo(suggestion.capo)}
        >
          {M.capoApply}
        </Button>
      )}
    </Note>
  );
}
