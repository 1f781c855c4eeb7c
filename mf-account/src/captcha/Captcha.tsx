import { Spinner, VisuallyHidden } from '@acorduri/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { fetchAndSolveCaptcha } from './solveChallenge';

export interface CaptchaProps {
  /** The solved payload to send with the form, or null while there is none. */
  readonly onChange: (payload: string | null) => void;
  /**
   * Challenges are single-use: change this after every submit the server answered, so the widget asks the
   * visitor again (and forgets the spent payload).
   */
  readonly resetKey?: string | number;
  /** The form's validation message for the captcha (e.g. 'Captcha-ul trebuie completat.'). */
  readonly error?: string | undefined;
}

type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'failed';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 22rem;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Status = styled.span<{ $tone: 'success' | 'danger' }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Human verification against the API's self-hosted ALTCHA challenge: ticking the box fetches a challenge and
 * solves its proof of work with WebCrypto; the form receives the payload. Exposed to the other remotes as
 * `mf_account/Captcha` (the contact form uses it too).
 */
export default function Captcha({ onChange, resetKey, error }: CaptchaProps) {
  const id = useId();
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const controller = useRef<AbortController | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A new resetKey discards the spent payload; also stops a solve in progress when the form goes away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => {
    setStatus('idle');
    onChangeRef.current(null);
    return () => controller.current?.abort();
  }, [resetKey]);

  const verify = () => {
    if (status === 'verifying' || status === 'verified') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('verifying');
    fetchAndSolveCaptcha(current.signal).then(
      (payload) => {
        if (current.signal.aborted) return;
        setStatus('verified');
        onChangeRef.current(payload);
      },
      () => {
        if (current.signal.aborted) return;
        setStatus('failed');
        onChangeRef.current(null);
      },
    );
  };

  const errorId = `${id}-error`;
  return (
    <Group>
      <VisuallyHidden as="legend">{MESSAGES.captchaRegion}</VisuallyHidden>
      <Box $invalid={Boolean(error)}>
        <Label>
          <input
            type="checkbox"
            checked={status === 'verified'}
            disabled={status === 'verifying' || status === 'verified'}
            onChange={verify}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {MESSAGES.captchaLabel}
        </Label>
        {status === 'verifying' ? (
          <Spinner inline size="sm" label={MESSAGES.captchaVerifying} showLabel />
        ) : null}
        {status === 'verified' ? (
          <Status $tone="success" role="status">
            {MESSAGES.captchaVerified}
          </Status>
        ) : null}
        {status === 'failed' ? (
          <Status $tone="danger" role="alert">
            {MESSAGES.captchaFailed}
          </Status>
        ) : null}
      </Box>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Group>
  );
}
