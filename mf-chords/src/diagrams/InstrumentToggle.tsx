import { Button } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

export type Instrument = 'guitar' | 'piano';
export type StripInstrument = Instrument | 'hidden';

const LABELS: Readonly<Record<StripInstrument, string>> = {
  guitar: MESSAGES.guitar,
  piano: MESSAGES.piano,
  hidden: MESSAGES.hidden,
};

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface InstrumentToggleProps<T extends StripInstrument> {
  readonly value: T;
  readonly options: readonly T[];
  readonly onChange: (value: T) => void;
}

/** A toggle group of pressed-state buttons: the chosen instrument is the pressed one. */
export function InstrumentToggle<T extends StripInstrument>({
  value,
  options,
  onChange,
}: InstrumentToggleProps<T>) {
  return (
    <Group role="group" aria-label={MESSAGES.instrumentLabel}>
      {options.map((option) => (
        <Button
          key={option}
          type="button"
          size="sm"
          variant={option === value ? 'primary' : 'secondary'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {LABELS[option]}
        </Button>
      ))}
    </Group>
  );
}
