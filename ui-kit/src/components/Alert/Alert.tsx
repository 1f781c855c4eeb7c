import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  closeIconPath,
  errorIconPath,
  infoIconPath,
  successIconPath,
  warningIconPath,
} from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { IconButton } from '../IconButton/IconButton';

export type AlertSeverity = 'warning' | 'info' | 'success' | 'error';

export interface AlertProps {
  severity?: AlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  /** Makes the alert closable (the spec's errors are closable warnings). */
  onClose?: () => void;
  closeLabel?: string;
  /** Extra controls (a retry button, a link) shown after the text. */
  action?: ReactNode;
}

const ICONS: Record<AlertSeverity, string> = {
  warning: warningIconPath,
  info: infoIconPath,
  success: successIconPath,
  error: errorIconPath,
};

const Box = styled.div<{ $severity: AlertSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme, $severity }) => theme.colors[$severity === 'error' ? 'danger' : $severity]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $severity }) =>
    theme.colors[$severity === 'error' ? 'dangerSurface' : (`${$severity}Surface` as const)]};
  color: ${({ theme }) => theme.colors.text};
`;

const IconSlot = styled.span<{ $severity: AlertSeverity }>`
  display: inline-flex;
  padding-top: 0.35rem;
  color: ${({ theme, $severity }) => theme.colors[$severity === 'error' ? 'danger' : $severity]};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding: 0.35rem 0;
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * A message box. Warnings and errors are announced at once (role="alert"), info and success politely
 * (role="status").
 */
export function Alert({
  severity = 'info',
  title,
  children,
  onClose,
  closeLabel = MESSAGES.close,
  action,
}: AlertProps) {
  const urgent = severity === 'warning' || severity === 'error';
  return (
    <Box role={urgent ? 'alert' : 'status'} $severity={severity} data-severity={severity}>
      <IconSlot $severity={severity}>
        <PathIcon path={ICONS[severity]} />
      </IconSlot>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
      {action}
      {onClose ? (
        <IconButton label={closeLabel} size="sm" tone="inherit" onClick={onClose}>
          <PathIcon path={closeIconPath} />
        </IconButton>
      ) : null}
    </Box>
  );
}
