import { rememberChordSets } from '../chordSets/chordSetTree';
import { MATCH_NOTHING } from '../search/searchFilter';
import { PREFIX_END, textWordsOf } from '../search/textWords';
import { tabDerivedFields } from './tabDerivedFields';
import { TabWordModel } from './tabWord.model';

/** Above this many words a prefix is searched as an index range instead (the engine's limit on index points). */
const EXPANSION_MAX = 1000;

/** Adds words to the vocabulary; every write of a tab's `searchWords` calls it first. */
export async function rememberTabWords(words: Iterable<string>): Promise<void> {
  const operations = [...new Set(words)].map((word) => ({
    replaceOne: { filter: { _id: word }, replacement: { _id: word }, upsert: true },
  }));
  if (operations.length > 0) await TabWordModel.bulkWrite(operations, { ordered: false });
}

/** The vocabulary's words beginning with `prefix`, or null when there are too many to list. */
async function wordsStartingWith(prefix: string): Promise<string[] | null> {
  const words = await TabWordModel.find({ _id: { $gte: prefix, $lt: prefix + PREFIX_END } }, { _id: 1 })
    .limit(EXPANSION_MAX + 1)
    .lean();
  return words.length > EXPANSION_MAX ? null : words.map((word) => word._id);
}

type WordCondition = { searchWords: Record<string, unknown> };

/**
 * The admin's search in the tab text: every query word of 3+ characters (no case, no diacritics) must begin one of
 * the tab's words, in any order. Each prefix becomes the list of vocabulary words it begins, matched with $in: index
 * points whose meaning is exact, so no tab needs a further test; a prefix of too many words falls back to an
 * index range ($elemMatch keeps both bounds on one word). The condition with the fewest words comes first: the one
 * the index reads. A query with no such word, or a word beginning nothing, matches nothing.
 */
export async function tabTextFilter(text: string): Promise<Record<string, unknown>> {
  const prefixes = textWordsOf(text);
  if (prefixes.length === 0) return MATCH_NOTHING;
  const expansions = await Promise.all(prefixes.map(wordsStartingWith));
  if (expansions.some((words) => words?.length === 0)) return MATCH_NOTHING;
  const conditions: { size: number; condition: WordCondition }[] = prefixes.map((prefix, i) => {
    const words = expansions[i];
    return words
      ? { size: words.length, condition: { searchWords: { $in: words } } }
      : {
          size: Number.POSITIVE_INFINITY,
          condition: { searchWords: { $elemMatch: { $gte: prefix, $lt: prefix + PREFIX_END } } },
        };
  });
  conditions.sort((a, b) => a.size - b.size);
  const [first, ...others] = conditions.map(({ condition }) => condition);
  return others.length === 0 && first ? first : { $and: [first, ...others] };
}

/**
 * The derived fields of a tab about to be written (tabDerivedFields), its body's words added to the vocabulary and
 * its chord set to the chord-set tree.
 */
export async function searchableTabFields(artistName: string, title: string, body: string) {
  const fields = tabDerivedFields(artistName, title, body);
  await rememberTabWords(fields.searchWords);
  await rememberChordSets([fields.chordKey]);
  return fields;
}
