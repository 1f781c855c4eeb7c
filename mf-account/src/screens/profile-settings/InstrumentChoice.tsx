import { decodeInstruments, encodeInstruments, INSTRUMENTS, type Instrument } from '@acorduri/contracts';
import { Checkbox } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The 20 instruments as checkboxes over the profile's 20-character 0/1 `instrumentCodes` string. */
export function InstrumentChoice({
  codes,
  onChange,
}: {
  readonly codes: string;
  readonly onChange: (codes: string) => void;
}) {
  const chosen = new Set<Instrument>(decodeInstruments(codes));
  const toggle = (instrument: Instrument, checked: boolean) => {
    if (checked) chosen.add(instrument);
    else chosen.delete(instrument);
    onChange(encodeInstruments(chosen));
  };
  return (
    <Group>
      <legend>{MESSAGES.instruments}</legend>
      <Grid>
        {INSTRUMENTS.map((instrument) => (
          <Checkbox
            key={instrument}
            label={instrument}
            checked={chosen.has(instrument)}
            onChange={(checked) => toggle(instrument, checked)}
          />
        ))}
      </Grid>
    </Group>
  );
}
