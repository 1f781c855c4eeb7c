import styled from 'styled-components';
import { ALPHABET_LETTERS, type AlphabetLetter } from '../../alphabet/letters';
import type { LinkComponent } from '../../links/LinkComponent';
import { MESSAGES } from '../../messages';
import { Chip } from '../Chip/Chip';
import { ChipList } from '../Chip/ChipList';

export interface AlphabetChipsProps {
  /** Where a letter leads; the spec's letter pages are /litere/{id}. */
  getTo?: (letter: AlphabetLetter) => string;
  /** Use buttons instead of links (a filter on the same page). */
  onSelect?: (letter: AlphabetLetter) => void;
  /** The current letter's id. */
  selectedId?: number | null;
  /** Defaults to the spec's alphabet with its ids. */
  letters?: readonly AlphabetLetter[];
  label?: string;
  linkComponent?: LinkComponent;
}

const Nav = styled.nav`
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

const display = (letter: AlphabetLetter) => letter.letter.toLocaleUpperCase('ro-RO');

/** One chip per letter (# A Ă B … Z) linking to its letter page, or choosing it when `onSelect` is given. */
export function AlphabetChips({
  getTo = (letter) => `/litere/${letter.id}`,
  onSelect,
  selectedId = null,
  letters = ALPHABET_LETTERS,
  label = MESSAGES.alphabet,
  linkComponent,
}: AlphabetChipsProps) {
  return (
    <Nav aria-label={label} data-print="hide">
      <ChipList gap="xs">
        {letters.map((letter) =>
          onSelect ? (
            <Chip
              key={letter.id}
              label={display(letter)}
              selected={letter.id === selectedId}
              onClick={() => onSelect(letter)}
            />
          ) : (
            <Chip
              key={letter.id}
              label={display(letter)}
              to={getTo(letter)}
              current={letter.id === selectedId}
              linkComponent={linkComponent}
            />
          ),
        )}
      </ChipList>
    </Nav>
  );
}
