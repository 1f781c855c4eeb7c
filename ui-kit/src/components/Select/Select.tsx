import styled from 'styled-components';
import { closeIconPath, expandMoreIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { type FieldChromeProps, FormField, splitFieldProps } from '../FormField/FormField';
import { inputStyles } from '../FormField/inputStyles';
import { IconButton } from '../IconButton/IconButton';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> extends FieldChromeProps {
  options: ReadonlyArray<SelectOption<V>>;
  /** null = nothing chosen (the placeholder shows). */
  value: V | null;
  onChange: (value: V | null) => void;
  placeholder?: string;
  /** Adds a button that resets the value to null (the spec's filter selects are clearable). */
  clearable?: boolean;
  clearLabel?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const NativeSelect = styled.select<{ $invalid?: boolean; $clearable: boolean }>`
  ${inputStyles}
  appearance: none;
  padding-right: ${({ $clearable }) => ($clearable ? '72px' : '40px')};
  cursor: pointer;
`;

const Controls = styled.div`
  position: absolute;
  right: 4px;
  display: flex;
  align-items: center;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};

  & > button {
    pointer-events: auto;
  }
`;

const Chevron = styled.span`
  display: inline-flex;
  padding: 0 8px;
`;

/**
 * A labelled native select (best on phones and with screen readers); `clearable` adds a reset button.
 * Values are strings: map ids with String()/Number() at the edge.
 */
export function Select<V extends string = string>(props: SelectProps<V>) {
  const [
    field,
    {
      options,
      value,
      onChange,
      placeholder = MESSAGES.selectPlaceholder,
      clearable = false,
      clearLabel = MESSAGES.clearSelection,
      disabled,
      name,
      onBlur,
    },
  ] = splitFieldProps(props);
  const { required } = field;
  const showClear = clearable && value !== null && !disabled;
  return (
    <FormField {...field}>
      {(control) => (
        <Box>
          <NativeSelect
            {...control}
            name={name}
            value={value ?? ''}
            disabled={disabled}
            required={required}
            onBlur={onBlur}
            onChange={(event) => {
              const next = event.target.value;
              onChange(next === '' ? null : (next as V));
            }}
            $invalid={Boolean(field.error)}
            $clearable={clearable}
          >
            <option value="" disabled={!clearable && required}>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Controls>
            {showClear ? (
              <IconButton label={clearLabel} size="sm" onClick={() => onChange(null)}>
                <PathIcon path={closeIconPath} />
              </IconButton>
            ) : null}
            <Chevron aria-hidden="true">
              <PathIcon path={expandMoreIconPath} />
            </Chevron>
          </Controls>
        </Box>
      )}
    </FormField>
  );
}
