import { Alert } from '@acorduri/ui-kit';
import styled from 'styled-components';
import type { CallAlert } from '../data/useCallAlerts';
import { MESSAGES } from '../messages';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  &:empty {
    display: none;
  }
`;

/** The screen's closable alerts: call failures as warnings, generated files as successes. */
export function CallAlertList({
  alerts,
  onDismiss,
}: {
  readonly alerts: readonly CallAlert[];
  readonly onDismiss: (id: number) => void;
}) {
  return (
    <Stack>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          severity={alert.severity}
          onClose={() => onDismiss(alert.id)}
          closeLabel={MESSAGES.closeAlert}
        >
          {alert.messages.join(' ')}
        </Alert>
      ))}
    </Stack>
  );
}
