import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { closeIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { includesIgnoringDiacritics } from '../../text/diacritics';
import { FormField } from '../FormField/FormField';
import { inputStyles } from '../FormField/inputStyles';
import { Highlight } from '../Highlight/Highlight';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import { Listbox, ListMessage, ListOption, OptionSecondary } from './Listbox';
import { useCombobox } from './useCombobox';

export interface AutocompleteProps<T> {
  label: ReactNode;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  getOptionLabel: (option: T) => string;
  /** Stable key; defaults to the label. */
  getOptionKey?: (option: T) => string | number;
  /** Muted text at the end of an option (e.g. a count). */
  getOptionSecondary?: (option: T) => ReactNode;
  /** The typed text, for callers that look options up on the server. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** Filters `options` by the typed text ignoring case and diacritics; false when the server already did. */
  filterOptions?: boolean;
  /** Keep typed text that matches no option (a new artist name); otherwise it reverts on blur. */
  freeSolo?: boolean;
  loading?: boolean;
  noOptionsText?: string;
  placeholder?: string;
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  clearLabel?: string;
  onBlur?: () => void;
  id?: string;
}

const Box = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  padding-right: 44px;
`;

const End = styled.div`
  position: absolute;
  top: 0;
  right: 4px;
  bottom: 0;
  display: flex;
  align-items: center;
`;

/** A text input with a filtered list of options to pick from (artists, tags…). */
export function Autocomplete<T>({
  label,
  options,
  value,
  onChange,
  getOptionLabel,
  getOptionKey,
  getOptionSecondary,
  inputValue: controlledInput,
  onInputChange,
  filterOptions = true,
  freeSolo = false,
  loading = false,
  noOptionsText = MESSAGES.noOptions,
  placeholder,
  error,
  helperText,
  required,
  disabled,
  clearLabel = MESSAGES.clearSelection,
  onBlur,
  id,
}: AutocompleteProps<T>) {
  const [internalInput, setInternalInput] = useState(value ? getOptionLabel(value) : '');
  const text = controlledInput ?? internalInput;
  const [typing, setTyping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const setText = (next: string) => {
    setInternalInput(next);
    onInputChange?.(next);
  };

  // Show the chosen option's label whenever the value changes from outside.
  const valueLabel = value ? getOptionLabel(value) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value (not each keystroke) resets the text
  useEffect(() => {
    if (!typing) setInternalInput(valueLabel);
  }, [valueLabel]);

  const shown = useMemo(
    () =>
      filterOptions && typing
        ? options.filter((option) => includesIgnoringDiacritics(getOptionLabel(option), text))
        : options,
    [filterOptions, typing, options, getOptionLabel, text],
  );

  const combobox = useCombobox({
    options: shown,
    onSelect: (option) => {
      setTyping(false);
      setText(getOptionLabel(option));
      onChange(option);
    },
  });

  const showEmpty = combobox.open && shown.length === 0 && typing && text !== '' && !loading;
  const expanded = combobox.visible || showEmpty;

  const onInputBlur = () => {
    combobox.setOpen(false);
    setTyping(false);
    if (!freeSolo && text !== valueLabel) setText(valueLabel);
    onBlur?.();
  };

  return (
    <FormField label={label} error={error} helperText={helperText} required={required} id={id}>
      {(control) => (
        <Box>
          <Input
            ref={inputRef}
            {...control}
            {...combobox.inputAria}
            aria-expanded={expanded}
            type="text"
            autoComplete="off"
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            $invalid={Boolean(error)}
            onChange={(event) => {
              setTyping(true);
              setText(event.target.value);
              combobox.typed();
              if (value !== null && event.target.value === '') onChange(null);
            }}
            onFocus={() => combobox.setOpen(true)}
            onClick={() => combobox.setOpen(true)}
            onBlur={onInputBlur}
            onKeyDown={(event) => {
              combobox.onKeyDown(event);
            }}
          />
          <End>
            {loading ? (
              <Spinner inline size="sm" />
            ) : text && !disabled ? (
              <IconButton
                label={clearLabel}
                size="sm"
                onClick={() => {
                  setTyping(false);
                  setText('');
                  onChange(null);
                  inputRef.current?.focus();
                }}
              >
                <PathIcon path={closeIconPath} />
              </IconButton>
            ) : null}
          </End>
          {expanded ? (
            <Listbox
              id={combobox.listboxId}
              role="listbox"
              aria-label={typeof label === 'string' ? label : undefined}
            >
              {showEmpty ? <ListMessage role="presentation">{noOptionsText}</ListMessage> : null}
              {shown.map((option, index) => {
                const optionLabel = getOptionLabel(option);
                return (
                  <ListOption
                    key={getOptionKey ? getOptionKey(option) : optionLabel}
                    {...combobox.optionProps(index)}
                  >
                    <span>
                      <Highlight text={optionLabel} query={typing ? text : ''} />
                    </span>
                    {getOptionSecondary ? (
                      <OptionSecondary>{getOptionSecondary(option)}</OptionSecondary>
                    ) : null}
                  </ListOption>
                );
              })}
            </Listbox>
          ) : null}
        </Box>
      )}
    </FormField>
  );
}
