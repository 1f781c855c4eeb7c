import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { FieldError } from './FieldError';

/** What a control needs to be wired to its label, help text and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message; shown below the control and announced. */
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  /** Use an existing id for the control instead of a generated one. */
  id?: string;
  /** Hide the label visually (it stays the control's accessible name). */
  hideLabel?: boolean;
  /** Renders the control with the ids and ARIA attributes that bind it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** The props a control passes on to its FormField unchanged. */
export type FieldChromeProps = Omit<FormFieldProps, 'children'>;

/** Separates the props meant for FormField from those meant for the control itself. */
export function splitFieldProps<P extends FieldChromeProps>(
  props: P,
): [FieldChromeProps, Omit<P, keyof FieldChromeProps>] {
  const { label, error, helperText, required, id, hideLabel, className, ...control } = props;
  return [{ label, error, helperText, required, id, hideLabel, className }, control];
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) =>
    $hidden
      ? `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`
      : ''}
`;

const Helper = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Label + control + help text + validation message, with the ARIA wiring done once for every control. */
export function FormField({
  label,
  error,
  helperText,
  required = false,
  id,
  hideLabel = false,
  children,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const helperId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [error ? errorId : null, helperText ? helperId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldRoot className={className}>
      <Label htmlFor={controlId} $hidden={hideLabel}>
        {label}
        {required ? <span title={MESSAGES.requiredMark}> *</span> : null}
      </Label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {helperText ? <Helper id={helperId}>{helperText}</Helper> : null}
    </FieldRoot>
  );
}
