import { ErrorCodes, MongoCommandError } from '../../errors';
import { type Doc, getPath, isPlainDocument } from '../documents';
import { type DocumentKey, Index, type IndexSpec } from '../Index';
import { canonicalLanguage, TEXT_LANGUAGES, textTokens } from './textTokens';

/** The key of a text field in a request (`{ title: 'text' }`) as listIndexes shows it: `_fts`/`_ftsx`. */
export function isTextIndexRequest(key: Doc): boolean {
  return Object.values(key).includes('text');
}

export function isTextIndexSpec(spec: IndexSpec): boolean {
  return spec.key._fts === 'text';
}

function assertLanguage(language: unknown): string {
  if (typeof language !== 'string' || !TEXT_LANGUAGES.has(language.toLowerCase())) {
    throw new MongoCommandError(
      ErrorCodes.CannotCreateIndex,
      `Error in specification ${JSON.stringify(language)} :: caused by :: unsupported language: "${String(language)}" for text index version 3`,
    );
  }
  return language;
}

/** A createIndexes request for a text index, turned into the definition mongod stores and lists. */
export function textIndexSpec(request: Doc & { key: Doc; name: string }): IndexSpec {
  const collation = request.collation;
  if (collation !== undefined && !(isPlainDocument(collation) && collation.locale === 'simple')) {
    throw new MongoCommandError(
      ErrorCodes.CannotCreateIndex,
      `Index type 'text' does not support collation: ${JSON.stringify(request.collation)}`,
    );
  }
  const key: Doc = {};
  const weights: Record<string, number> = {};
  for (const [field, kind] of Object.entries(request.key)) {
    if (kind === 'text') {
      weights[field] = 1;
      key._fts ??= 'text';
      key._ftsx ??= 1;
    } else key[field] = kind;
  }
  if (isPlainDocument(request.weights)) {
    for (const [field, weight] of Object.entries(request.weights)) {
      if (typeof weight === 'number') weights[field] = weight;
    }
  }
  return {
    v: 2,
    key,
    name: request.name,
    weights,
    default_language: assertLanguage(request.default_language ?? 'english'),
    language_override: typeof request.language_override === 'string' ? request.language_override : 'language',
    textIndexVersion: 3,
  };
}

/** mongod's per-term score of one field: each repeat counts half the previous one, scaled by the field's length. */
function scoreField(text: string, language: string, weight: number, scores: Map<string, number>): void {
  const tokens = textTokens(text, language);
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const [term, count] of counts) {
    const frequency = 2 - 2 ** (1 - count); // 1 + 1/2 + 1/4 + … (count terms)
    const coefficient = (0.5 * count) / tokens.length + 0.5;
    const exactBoost = text.trim().toLowerCase() === term ? 1.1 : 1;
    scores.set(term, (scores.get(term) ?? 0) + weight * frequency * coefficient * exactBoost);
  }
}

function stringsAt(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsAt(item, out);
}

/**
 * A text index: an inverted index from each word to the score it gives each document, kept up to date by the
 * same add/remove calls as the other indexes (a document's "keys" are its words with their scores).
 */
export class TextIndex extends Index {
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly weights: Record<string, number>;

  constructor(spec: IndexSpec) {
    super(spec);
    this.weights = (spec.weights as Record<string, number> | undefined) ?? {};
  }

  get defaultLanguage(): string {
    return canonicalLanguage(String(this.spec.default_language ?? 'english'));
  }

  /** The text of the indexed fields ('$**' indexes every string), for phrase matching. */
  textOf(doc: Doc): string {
    const texts: string[] = [];
    for (const field of Object.keys(this.weights)) {
      if (field === '$**') collectAllStrings(doc, texts);
      else stringsAt(getPath(doc, field), texts);
    }
    return texts.join('\n');
  }

  override keysOf(doc: Doc): DocumentKey[] {
    const override = doc[String(this.spec.language_override ?? 'language')];
    const language = typeof override === 'string' ? canonicalLanguage(override) : this.defaultLanguage;
    const scores = new Map<string, number>();
    for (const [field, weight] of Object.entries(this.weights)) {
      const texts: string[] = [];
      if (field === '$**') collectAllStrings(doc, texts);
      else stringsAt(getPath(doc, field), texts);
      for (const text of texts) scoreField(text, language, weight, scores);
    }
    return [...scores].map(([term, score]) => ({
      encoded: `${term}\u0000${score}`,
      values: [term, score],
      parts: { head: `${term}\u0000`, tail: String(score) },
    }));
  }

  /** Postings are kept per term, not as sorted keys: built one record at a time. */
  override build(records: Iterable<readonly [number, Doc]>): void {
    for (const [rid, doc] of records) this.add(this.keysOf(doc), rid);
  }

  override add(keys: readonly { values: unknown[] }[], rid: number): void {
    for (const { values } of keys) {
      const [term, score] = values as [string, number];
      const posting = this.postings.get(term) ?? new Map<number, number>();
      if (posting.size === 0) this.postings.set(term, posting);
      posting.set(rid, score);
    }
  }

  override remove(keys: readonly { values: unknown[] }[], rid: number): void {
    for (const { values } of keys) {
      const term = values[0] as string;
      const posting = this.postings.get(term);
      posting?.delete(rid);
      if (posting?.size === 0) this.postings.delete(term);
    }
  }

  /** The documents holding `term`, with the score it gives each. */
  posting(term: string): ReadonlyMap<number, number> {
    return this.postings.get(term) ?? new Map();
  }
}

function collectAllStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectAllStrings(item, out);
  else if (isPlainDocument(value)) for (const item of Object.values(value)) collectAllStrings(item, out);
}
