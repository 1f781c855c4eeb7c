import type { AlertSeverity } from '@acorduri/contracts';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { useAlertQueue } from './useAlertQueue';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  &:empty {
    display: none;
  }
`;

const SURFACE = { warning: 'warningSurface', success: 'successSurface', info: 'infoSurface' } as const;

const Item = styled.li<{ $severity: AlertSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme, $severity }) => theme.colors[$severity]};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $severity }) => theme.colors[SURFACE[$severity]]};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 ${({ theme }) => theme.spacing.xs};
`;

/** The page's closable alerts (spec §2 "Errors appear as closable warning alerts"), fed by `pushAlert`. */
export function AlertArea() {
  const { alerts, close } = useAlertQueue();
  return (
    <List aria-label={MESSAGES.alerts} data-print="hide">
      {alerts.map((alert) => (
        <Item
          key={alert.id}
          $severity={alert.severity}
          role={alert.severity === 'warning' ? 'alert' : 'status'}
        >
          <Text>{alert.message}</Text>
          <Close type="button" aria-label={MESSAGES.closeAlert} onClick={() => close(alert.id)}>
            ×
          </Close>
        </Item>
      ))}
    </List>
  );
}
