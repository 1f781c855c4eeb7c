import { LETTERS } from '@acorduri/contracts';

export interface LetterGroup<T> {
  readonly id: number;
  readonly letter: string;
  readonly items: readonly T[];
  /** More items exist than are shown. */
  readonly more: boolean;
}

/** Groups items under the alphabet's letters, in alphabet order, keeping `perLetter` of each; empty letters left out. */
export function groupByLetter<T>(
  items: readonly T[],
  letterIdOf: (item: T) => number,
  perLetter: number,
  compare?: (a: T, b: T) => number,
): LetterGroup<T>[] {
  const byId = new Map<number, T[]>();
  for (const item of items) {
    const id = letterIdOf(item);
    const list = byId.get(id) ?? [];
    list.push(item);
    byId.set(id, list);
  }
  return LETTERS.flatMap((entry) => {
    const list = byId.get(entry.id);
    if (!list) return [];
    const sorted = compare ? [...list].sort(compare) : list;
    return [
      {
        id: entry.id,
        letter: entry.letter,
        items: sorted.slice(0, perLetter),
        more: list.length > perLetter,
      },
    ];
  });
}
