import { buildPath, LETTERS, PATHS } from '@acorduri/contracts';
import { Chip, ChipList } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

/** Alphabet chips linking to /litere/{id} (spec §2 Artists). */
export function AlphabetNav({ current }: { readonly current?: number }) {
  return (
    <nav aria-label={MESSAGES.alphabet}>
      <ChipList>
        {LETTERS.map((entry) => (
          <Chip
            key={entry.id}
            size="sm"
            selected={entry.id === current}
            label={entry.letter.toUpperCase()}
            to={buildPath(PATHS.letter, { id: entry.id })}
          />
        ))}
      </ChipList>
    </nav>
  );
}
