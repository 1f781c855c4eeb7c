import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { type FieldChromeProps, FormField, splitFieldProps } from '../FormField/FormField';
import { inputStyles } from '../FormField/inputStyles';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>,
    FieldChromeProps {
  /** Content inside the box after the text (an icon, a status, a button). */
  endAdornment?: ReactNode;
}

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid?: boolean; $withEnd: boolean }>`
  ${inputStyles}
  padding-right: ${({ $withEnd }) => ($withEnd ? '44px' : '12px')};
`;

const End = styled.div`
  position: absolute;
  right: 4px;
  display: flex;
  align-items: center;
`;

/** A labelled single-line input showing its validation message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const [field, { endAdornment, type = 'text', ...rest }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <Box>
          <Input
            ref={ref}
            type={type}
            required={field.required}
            $invalid={Boolean(field.error)}
            $withEnd={Boolean(endAdornment)}
            {...control}
            {...rest}
          />
          {endAdornment ? <End>{endAdornment}</End> : null}
        </Box>
      )}
    </FormField>
  );
});
