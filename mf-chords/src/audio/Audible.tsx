import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ListenButton } from './ListenButton';
import type { Timbre } from './synth';

const Stack = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

interface Props {
  readonly chord: string;
  readonly variant: string;
  readonly instrument: Timbre;
  readonly children: ReactNode;
}

/** A diagram with its "Ascultă" button under it. */
export function Audible({ chord, variant, instrument, children }: Props) {
  return (
    <Stack>
      {children}
      <ListenButton chord={chord} variant={variant} instrument={instrument} />
    </Stack>
  );
}
