import styled from 'styled-components';
import { useHighlight } from '../../hooks/useHighlight';

export interface HighlightProps {
  text: string;
  /** The search text; matches are marked ignoring case and diacritics. */
  query: string;
  /** Mark each word of the query on its own. */
  words?: boolean;
}

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.onHighlight};
`;

/** Text with the search matches wrapped in <mark> (the spec's "highlighted matches"). */
export function Highlight({ text, query, words = false }: HighlightProps) {
  const parts = useHighlight(text, query, { words });
  return (
    <>
      {parts.map((part, index) =>
        part.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional slices of one string
          <Mark key={index}>{part.text}</Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
