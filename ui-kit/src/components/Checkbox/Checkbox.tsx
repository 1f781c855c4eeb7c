import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { FieldError } from '../FormField/FieldError';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked' | 'size'> {
  /** Visible label; for a label-less checkbox (table rows) pass `aria-label` and no label. */
  label?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "Some selected": shown as a dash, announced as mixed. */
  indeterminate?: boolean;
  error?: string | null;
}

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 32px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const Input = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A native checkbox (keyboard and screen readers for free) with label, mixed state and error message. */
export function Checkbox({
  label,
  checked,
  onChange,
  indeterminate = false,
  error,
  disabled = false,
  id,
  ...rest
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const errorId = `${inputId}-error`;

  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const input = (
    <Input
      ref={ref}
      id={inputId}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange(event.target.checked)}
      {...rest}
    />
  );

  if (label === undefined && !error) return input;
  return (
    <Root>
      <Label $disabled={disabled}>
        {input}
        {label}
      </Label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Root>
  );
}
