import { splitHighlight } from '@acorduri/ui-kit';
import styled from 'styled-components';

const Mark = styled.mark`
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.onHighlight};
  border-radius: 2px;
`;

/** The text with every word of the query marked, ignoring case and diacritics ("sarbatoare" marks "Sărbătoare"). */
export function Highlighted({ text, query }: { readonly text: string; readonly query: string }) {
  return (
    <>
      {splitHighlight(text, query, { words: true }).map((part, index) =>
        part.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered.
          <Mark key={index}>{part.text}</Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
