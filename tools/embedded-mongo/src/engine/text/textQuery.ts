import { ErrorCodes, MongoCommandError } from '../../errors';
import { type Doc, isPlainDocument } from '../documents';
import type { TextIndex } from './TextIndex';
import { canonicalLanguage, foldText, TEXT_LANGUAGES, textTokens } from './textTokens';

/** A `$text` operand, parsed: words to find (any), words to exclude, phrases that must all appear. */
interface TextSearch {
  readonly terms: string[];
  readonly negated: string[];
  readonly phrases: string[];
  /** The positive words as typed, for `$caseSensitive`/`$diacriticSensitive`. */
  readonly typed: string[];
  readonly caseSensitive: boolean;
  readonly diacriticSensitive: boolean;
}

function badValue(message: string): MongoCommandError {
  return new MongoCommandError(ErrorCodes.BadValue, message);
}

function parseSearch(operand: unknown, defaultLanguage: string): TextSearch {
  if (!isPlainDocument(operand) || typeof operand.$search !== 'string') {
    throw badValue('$search required and must be a string');
  }
  const language = typeof operand.$language === 'string' ? operand.$language.toLowerCase() : defaultLanguage;
  if (!TEXT_LANGUAGES.has(language)) throw badValue(`language "${language}" is not supported`);
  const phrases: string[] = [];
  const withoutPhrases = operand.$search.replace(/"([^"]*)"/g, (_, phrase: string) => {
    if (phrase.trim()) phrases.push(phrase);
    return ' ';
  });
  const terms: string[] = [];
  const negated: string[] = [];
  const typed: string[] = [];
  for (const word of withoutPhrases.split(/\s+/)) {
    if (!word) continue;
    if (!word.startsWith('-')) typed.push(word);
    const target = word.startsWith('-') ? negated : terms;
    target.push(...textTokens(word.replace(/^-/, ''), canonicalLanguage(language)));
  }
  for (const phrase of phrases) terms.push(...textTokens(phrase, canonicalLanguage(language)));
  return {
    terms: [...new Set(terms)],
    negated,
    phrases,
    typed,
    caseSensitive: operand.$caseSensitive === true,
    diacriticSensitive: operand.$diacriticSensitive === true,
  };
}

function contains(haystack: string, needle: string, search: TextSearch): boolean {
  if (search.caseSensitive && search.diacriticSensitive) return haystack.includes(needle);
  if (search.caseSensitive) return foldMarks(haystack).includes(foldMarks(needle));
  if (search.diacriticSensitive) return haystack.toLowerCase().includes(needle.toLowerCase());
  return foldText(haystack).includes(foldText(needle));
}

function foldMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/**
 * The documents a `$text` query matches, with their text scores: any of the words (mongod's OR), every phrase,
 * none of the negated words. `$caseSensitive`/`$diacriticSensitive` are checked against the original text.
 */
export function textSearch(
  index: TextIndex,
  operand: unknown,
  documentOf: (rid: number) => Doc | undefined,
): Map<number, number> {
  const search = parseSearch(operand, index.defaultLanguage);
  const scores = new Map<number, number>();
  for (const term of search.terms) {
    for (const [rid, score] of index.posting(term)) scores.set(rid, (scores.get(rid) ?? 0) + score);
  }
  for (const term of search.negated) for (const rid of index.posting(term).keys()) scores.delete(rid);
  const exact = search.caseSensitive || search.diacriticSensitive;
  if (search.phrases.length === 0 && !exact) return scores;
  for (const rid of [...scores.keys()]) {
    const doc = documentOf(rid);
    const text = doc ? index.textOf(doc) : '';
    const ok =
      search.phrases.every((phrase) => contains(text, phrase, search)) &&
      (!exact || search.typed.length === 0 || search.typed.some((word) => contains(text, word, search)));
    if (!ok) scores.delete(rid);
  }
  return scores;
}
