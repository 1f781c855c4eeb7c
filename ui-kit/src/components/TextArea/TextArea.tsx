import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { type FieldChromeProps, FormField, splitFieldProps } from '../FormField/FormField';
import { inputStyles } from '../FormField/inputStyles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChromeProps {
  /** Monospace face, for tab (chord sheet) text where columns must line up. */
  monospace?: boolean;
  /** Shows "n / maxLength" under the box when maxLength is set. */
  showCount?: boolean;
}

const Area = styled.textarea<{ $invalid?: boolean; $mono: boolean }>`
  ${inputStyles}
  resize: vertical;
  font-family: ${({ theme, $mono }) => ($mono ? theme.fonts.mono : 'inherit')};
  line-height: ${({ theme, $mono }) => ($mono ? theme.lineHeights.tab : theme.lineHeights.body)};
`;

const Counter = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A labelled multi-line input showing its validation message and, optionally, a character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const [field, { monospace = false, showCount = false, rows = 3, ...rest }] = splitFieldProps(props);
  const length = typeof rest.value === 'string' ? [...rest.value].length : undefined;
  return (
    <FormField {...field}>
      {(control) => (
        <>
          <Area
            ref={ref}
            rows={rows}
            required={field.required}
            $invalid={Boolean(field.error)}
            $mono={monospace}
            {...control}
            {...rest}
          />
          {showCount && rest.maxLength !== undefined && length !== undefined ? (
            <Counter aria-hidden="true">
              {length} / {rest.maxLength}
            </Counter>
          ) : null}
        </>
      )}
    </FormField>
  );
});
