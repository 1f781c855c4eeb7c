import { buildPath, PATHS } from '@acorduri/contracts';
import { SEARCH_MAX_LENGTH, TextField, validateSearchText } from '@acorduri/ui-kit';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { useSuggestions } from './useSuggestions';

const Wrapper = styled.div`
  position: relative;
  max-width: 350px;
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

const List = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  margin: 2px 0 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
`;

const toArtist = (slug: string) => buildPath(PATHS.artist, { slug });
const toTab = (artistSlug: string, tabSlug: string) => buildPath(PATHS.tab, { artistSlug, tabSlug });

/** Spec §2 search box: Enter goes to /cautare/{query}; a suggestion goes to its artist or tab. */
export function SearchBox({ initialText = '' }: { readonly initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const error = validateSearchText(text, {
    tooLong: MESSAGES.searchTooLong,
    invalidChars: MESSAGES.searchInvalidChars,
  });
  const suggestions = useSuggestions(error ? '' : text, toArtist, toTab);
  const expanded = open && suggestions.length > 0;

  function go(to: string) {
    setOpen(false);
    navigate(to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % Math.max(1, suggestions.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? suggestions[active] : undefined;
      if (chosen) go(chosen.to);
      else if (text.trim() && !error) go(buildPath(PATHS.search, { search: text.trim() }));
    }
  }

  return (
    <Wrapper role="search">
      <TextField
        label={MESSAGES.searchLabel}
        placeholder={MESSAGES.searchPlaceholder}
        value={text}
        maxLength={SEARCH_MAX_LENGTH + 1}
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <List id={listId} role="listbox" aria-label={MESSAGES.searchSuggestions} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <Option
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestion.to);
            }}
          >
            {suggestion.label}
          </Option>
        ))}
      </List>
    </Wrapper>
  );
}
