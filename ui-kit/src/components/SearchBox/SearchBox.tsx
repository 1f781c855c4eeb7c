import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_DEBOUNCE_MS, useDebouncedCallback } from '../../hooks/useDebounce';
import { closeIconPath, searchIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { VisuallyHidden } from '../../styles/VisuallyHidden';
import { includesIgnoringDiacritics } from '../../text/diacritics';
import {
  isSearchable,
  SEARCH_MAX_LENGTH,
  type SearchTextMessages,
  validateSearchText,
} from '../../text/searchText';
import { Listbox, ListOption, OptionSecondary } from '../Autocomplete/Listbox';
import { useCombobox } from '../Autocomplete/useCombobox';
import { inputStyles } from '../FormField/inputStyles';
import { Highlight } from '../Highlight/Highlight';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';

export interface SearchSuggestion {
  id: string;
  label: string;
  /** Muted kind shown at the end (e.g. "Artist"). */
  secondary?: ReactNode;
}

export interface SearchBoxProps {
  /** Controlled text; leave out to let the box keep it (start from `defaultValue`). */
  value?: string;
  defaultValue?: string;
  /** Every keystroke. */
  onChange?: (text: string) => void;
  /** After typing pauses, with text that is valid and at least 3 characters long (the remote lookup). */
  onDebouncedSearch?: (text: string) => void;
  debounceMs?: number;
  /** Enter with valid text and no suggestion chosen (the spec navigates to /cautare/{text}). */
  onSubmit?: (text: string) => void;
  suggestions?: readonly SearchSuggestion[];
  /** Filters suggestions by the typed text ignoring case and diacritics (the spec's behaviour). */
  filterSuggestions?: boolean;
  onSuggestionSelect?: (suggestion: SearchSuggestion) => void;
  /** The clear button: the text is emptied first (the spec's "search cleared" event). */
  onClear?: () => void;
  loading?: boolean;
  label?: string;
  placeholder?: string;
  clearLabel?: string;
  messages?: SearchTextMessages;
  disabled?: boolean;
  autoFocus?: boolean;
}

const Root = styled.div`
  position: relative;
  width: 100%;
  max-width: 350px;
`;

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const SearchIcon = styled.span`
  position: absolute;
  left: 12px;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  padding-left: 40px;
  padding-right: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const End = styled.div`
  position: absolute;
  right: 4px;
  display: flex;
  align-items: center;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding-left: 12px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The site search: validates as you type (3–45 letters, digits, hyphens, commas, spaces), looks up after a
 * pause, offers suggestions matched ignoring case and diacritics, and submits on Enter. At most 350 px wide.
 */
export function SearchBox({
  value,
  defaultValue = '',
  onChange,
  onDebouncedSearch,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  onSubmit,
  suggestions = [],
  filterSuggestions = true,
  onSuggestionSelect,
  onClear,
  loading = false,
  label = MESSAGES.search,
  placeholder = MESSAGES.searchPlaceholder,
  clearLabel = MESSAGES.clearSearch,
  messages,
  disabled = false,
  autoFocus = false,
}: SearchBoxProps) {
  const [internal, setInternal] = useState(defaultValue);
  const text = value ?? internal;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = validateSearchText(text, messages);

  const debouncedSearch = useDebouncedCallback((next: string) => onDebouncedSearch?.(next), debounceMs);

  const shown = useMemo(
    () =>
      filterSuggestions && text.trim() !== ''
        ? suggestions.filter((suggestion) => includesIgnoringDiacritics(suggestion.label, text))
        : suggestions,
    [filterSuggestions, suggestions, text],
  );

  const combobox = useCombobox({
    options: shown,
    onSelect: (suggestion) => onSuggestionSelect?.(suggestion),
  });

  const update = (next: string) => {
    setInternal(next);
    onChange?.(next);
    if (isSearchable(next)) debouncedSearch(next.trim());
    else debouncedSearch.cancel();
  };

  return (
    <Root role="search">
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <Box>
        <SearchIcon aria-hidden="true">
          <PathIcon path={searchIconPath} />
        </SearchIcon>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          // One character over the limit may be typed so that the spec's "too long" message can show.
          maxLength={SEARCH_MAX_LENGTH + 1}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          autoFocus={autoFocus}
          {...combobox.inputAria}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={Boolean(error)}
          onChange={(event) => {
            update(event.target.value);
            combobox.typed();
          }}
          onFocus={() => combobox.setOpen(true)}
          onBlur={() => combobox.setOpen(false)}
          onKeyDown={(event) => {
            if (combobox.onKeyDown(event)) return;
            if (event.key === 'Enter' && isSearchable(text)) {
              event.preventDefault();
              debouncedSearch.cancel();
              combobox.setOpen(false);
              onSubmit?.(text.trim());
            }
          }}
        />
        <End>
          {loading ? <Spinner inline size="sm" /> : null}
          {!loading && text !== '' && !disabled ? (
            <IconButton
              label={clearLabel}
              size="sm"
              onClick={() => {
                update('');
                onClear?.();
                inputRef.current?.focus();
              }}
            >
              <PathIcon path={closeIconPath} />
            </IconButton>
          ) : null}
        </End>
      </Box>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {combobox.visible ? (
        <Listbox id={combobox.listboxId} role="listbox" aria-label={MESSAGES.searchSuggestions}>
          {shown.map((suggestion, index) => (
            <ListOption key={suggestion.id} {...combobox.optionProps(index)}>
              <span>
                <Highlight text={suggestion.label} query={text} words />
              </span>
              {suggestion.secondary ? <OptionSecondary>{suggestion.secondary}</OptionSecondary> : null}
            </ListOption>
          ))}
        </Listbox>
      ) : null}
    </Root>
  );
}
