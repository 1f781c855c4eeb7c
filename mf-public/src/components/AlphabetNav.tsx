import { buildPath, PATHS } from '@acorduri/contracts';
import { AlphabetChips } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

const letterPath = (letter: { id: number }) => buildPath(PATHS.letter, { id: letter.id });

/** Alphabet chips linking to /litere/{id} (spec §2 Artists). */
export function AlphabetNav({ current }: { readonly current?: number }) {
  return <AlphabetChips label={MESSAGES.alphabet} getTo={letterPath} selectedId={current ?? null} />;
}
