import { buildPath, PATHS } from '@acorduri/contracts';
import { SearchBox as KitSearchBox } from '@acorduri/ui-kit';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { useSuggestions } from './useSuggestions';

/** Spec §9: the search box is at most 350 px wide. */
const Wrapper = styled.div`
  max-width: 350px;
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

/** Spec §2 search box: Enter goes to /cautare/{query}; a suggestion goes to its artist or tab. */
export function SearchBox({ initialText = '' }: { readonly initialText?: string }) {
  const navigate = useNavigate();
  const { suggestions, lookup, reset } = useSuggestions();
  return (
    <Wrapper>
      <KitSearchBox
        defaultValue={initialText}
        label={MESSAGES.searchLabel}
        placeholder={MESSAGES.searchPlaceholder}
        messages={{ tooLong: MESSAGES.searchTooLong, invalidChars: MESSAGES.searchInvalidChars }}
        onDebouncedSearch={lookup}
        onSubmit={(text) => navigate(buildPath(PATHS.search, { search: text }))}
        suggestions={suggestions}
        filterSuggestions
        onSuggestionSelect={(suggestion) => navigate(suggestion.id)}
        onClear={reset}
      />
    </Wrapper>
  );
}
