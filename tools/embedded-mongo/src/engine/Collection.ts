import { calculateObjectSize } from 'bson';
import { Query } from 'mingo';
import type { CollationSpec, Options } from 'mingo/types';
import { ErrorCodes, MongoCommandError } from '../errors';
import { allAsAnd } from './allAsAnd';
import { BSON_TYPE_CONTEXT, withBsonType } from './bsonTypeOperator';
import {
  collatedFilter,
  collationContext,
  collationFold,
  foldedFilter,
  icuLocale,
  isCollating,
  sameCollation,
} from './collation';
import { type Doc, isPlainDocument } from './documents';
import { compileFastMatcher } from './fastMatcher';
import { Index, type IndexSpec } from './Index';
import { advanceIndexBuild, IndexBuild, promoteIndexBuild, scheduleIndexBuild } from './IndexBuild';
import type { ChangeSink } from './journalEntry';
import { encodeValue } from './keyEncoding';
import { countKeyRange } from './keyRangeCount';
import { mergedRanges } from './mergedRanges';
import { matchView, registerStored } from './numberTypes';
import {
  COLLECTION_SCAN,
  type IndexScan,
  idLookupPlan,
  planQuery,
  type QueryPlan,
  sortedWalkPlan,
} from './planner';
import { aliasProto, mentionsProto } from './protoFields';
import { isTextIndexSpec, TextIndex } from './text/TextIndex';
import { textSearch } from './text/textQuery';
import { DocumentValidator } from './validation/documentValidator';

/** A stored document together with its record id (the key every index points at). */
export interface StoredRecord {
  readonly rid: number;
  readonly doc: Doc;
}

/** Options of a filtered read: index hint, collation, wanted order and how many matches are needed. */
export interface MatchOptions {
  readonly hint?: unknown;
  readonly collation?: Doc;
  readonly sort?: Doc;
  /** Matches to pass over before the limit: counted within `limit`, left out of the records where cheap. */
  readonly skip?: number;
  readonly limit?: number;
}

/** Options of a count: index hint and collation. */
export type CountOptions = Pick<MatchOptions, 'hint' | 'collation'>;

/** How many matches hold one value of a field. */
export interface PointCount {
  readonly value: unknown;
  readonly count: number;
}

/** Matched records, whether they come in the requested order and, for `$text`, each record's text score. */
export interface ScanResult {
  records: StoredRecord[];
  sorted: boolean;
  /** How many leading matches were passed over unread (only of `options.skip`; the rest is the caller's). */
  skipped?: number;
  textScores?: ReadonlyMap<number, number>;
}

/** How a query was answered, for explain and for tests that prove index use. */
export interface ScanStats {
  plan: QueryPlan;
  /** The candidate plans that lost the sorted walk's trial (or the walk that lost it). */
  rejectedPlans?: QueryPlan[];
  keysExamined: number;
  docsExamined: number;
}

export const ID_INDEX_NAME = '_id_';

/**
 * One collection: documents by record id plus its indexes. Stored documents are never mutated in place (writes
 * replace them), so cursors and in-flight replies can keep references safely.
 */
export class Collection {
  name: string;
  readonly databaseName: string;
  private currentOptions: Doc;
  private validator: DocumentValidator | undefined;
  /** BSON bytes of the documents of a capped collection (unused otherwise). */
  private cappedBytes = 0;
  private readonly records = new Map<number, Doc>();
  private readonly indexes = new Map<string, Index>();
  private readonly idIndex: Index;
  private nextRid = 1;
  private readonly sink: ChangeSink;
  /** Record ids by encoded _id while a start-up replay defers the indexes (see beginReplay). */
  private replayIds: Map<string, number> | undefined;
  /** Indexes being built in the background: kept up to date by their build, not yet used by the planner. */
  private readonly builds = new Map<Index, IndexBuild>();
  /** The indexes a query without a collation may walk (plannableIndexes), until indexesChanged. */
  private simplyPlannable: readonly Index[] | undefined;

  constructor(databaseName: string, name: string, options: Doc, sink: ChangeSink) {
    this.databaseName = databaseName;
    this.name = name;
    this.currentOptions = options;
    this.validator = DocumentValidator.of(options);
    this.sink = sink;
    this.idIndex = new Index({ v: 2, key: { _id: 1 }, name: ID_INDEX_NAME });
    this.indexes.set(ID_INDEX_NAME, this.idIndex);
  }

  /** The create options (validator, capped size, default collation…), as listCollections reports them. */
  get options(): Doc {
    return this.currentOptions;
  }

  /** collMod: new validator settings, journaled. */
  setOptions(options: Doc): void {
    this.currentOptions = options;
    this.validator = DocumentValidator.of(options);
    this.sink.record({ op: 'setOptions', coll: this.name, options });
  }

  /** The collection's default collation, used by operations that name none. */
  get defaultCollation(): Doc | undefined {
    return isPlainDocument(this.currentOptions.collation) ? this.currentOptions.collation : undefined;
  }

  /** Throws DocumentValidationFailure when the collection's validator refuses the document. */
  assertValidDocument(doc: Doc, previous?: Doc): void {
    this.validator?.assertValid(doc, previous);
  }

  get namespace(): string {
    return `${this.databaseName}.${this.name}`;
  }

  get size(): number {
    return this.records.size;
  }

  indexList(): Index[] {
    return [...this.indexes.values()];
  }

  /**
   * The access path of a filter. Only indexes built with the query's collation may be walked (their keys compare
   * strings as the query does); with a case-insensitive collation the filter's strings are folded like those
   * keys, and the documents found are always tested again against the collated filter.
   */
  private plan(
    filter: Doc,
    collation: Doc | undefined,
    options: Pick<MatchOptions, 'hint' | 'sort'>,
  ): QueryPlan {
    const fold = collationFold(collation);
    const point = fold ? undefined : this.idPoint(filter, collation, options);
    if (point) return point;
    const indexes = this.plannableIndexes(collation);
    if (!fold) return planQuery(filter, indexes, { hint: options.hint, sort: options.sort });
    const plan = planQuery(foldedFilter(filter, fold), indexes, { hint: options.hint });
    return { scans: plan.scans };
  }

  /**
   * `{ _id: value }` with no hint or sort, the commonest read: the _id index's point, planned without listing and
   * weighing every index (the plan planQuery gives it).
   */
  private idPoint(filter: Doc, collation: Doc | undefined, options: Pick<MatchOptions, 'hint' | 'sort'>) {
    const { hint, sort } = options;
    if ((hint !== undefined && hint !== null && hint !== '') || (sort && Object.keys(sort).length > 0))
      return undefined;
    return this.plannable(this.idIndex, collation) ? idLookupPlan(filter, [this.idIndex]) : undefined;
  }

  /** Whether a query with this collation may walk `index` (with `building`, one still built in the background too). */
  private plannable(index: Index, collation: Doc | undefined, building = false): boolean {
    return (
      !(index instanceof TextIndex) &&
      (building || !this.builds.has(index)) &&
      index.spec.hidden !== true &&
      sameCollation(index.spec.collation, collation)
    );
  }

  /**
   * The indexes a query with this collation may walk (with `building`, those still built in the background too).
   * Without a collation (nearly every query) the list is kept until an index or a build changes: weighing each
   * index's options anew took 6-8% of the engine's thread in a list page's miss.
   */
  private plannableIndexes(collation: Doc | undefined, building = false): readonly Index[] {
    if (collation !== undefined || building)
      return this.indexList().filter((index) => this.plannable(index, collation, building));
    this.simplyPlannable ??= this.indexList().filter((index) => this.plannable(index, undefined));
    return this.simplyPlannable;
  }

  /** Forgets the kept list of plannable indexes: an index was added, dropped, changed, or its build began or ended. */
  private indexesChanged(): void {
    this.simplyPlannable = undefined;
  }

  getIndex(name: string): Index | undefined {
    return this.indexes.get(name);
  }

  *allRecords(): Generator<StoredRecord> {
    for (const [rid, doc] of this.records) yield { rid, doc };
  }

  /** The record holding this _id, found through the _id index. */
  findById(id: unknown): StoredRecord | undefined {
    const key = encodeValue(id);
    if (this.replayIds) {
      const rid = this.replayIds.get(key);
      const doc = rid === undefined ? undefined : this.records.get(rid);
      return doc && rid !== undefined ? { rid, doc } : undefined;
    }
    for (const entry of this.idIndex.entries.range(key, key)) {
      const doc = this.records.get(entry.rid);
      if (doc) return { rid: entry.rid, doc };
    }
    return undefined;
  }

  /**
   * Start-up replay: documents are stored without index upkeep (the journal held only accepted writes), _ids
   * found through a plain map, and every index is built once at the end (`endReplay`).
   */
  beginReplay(): void {
    this.replayIds ??= new Map();
  }

  endReplay(): void {
    if (!this.replayIds) return;
    this.replayIds = undefined;
    const background: Index[] = [];
    for (const index of this.indexList()) {
      if (this.records.size >= BACKGROUND_BUILD_MIN_RECORDS && buildsInBackground(index))
        background.push(index);
      else index.build(this.records, this.namespace);
    }
    // Cheapest first (the keys of the first document as the guess), so most indexes are ready soonest.
    const first = this.records.values().next().value;
    const cost = (index: Index) => (first ? index.keysOf(first).length : 0);
    for (const index of background.sort((a, b) => cost(a) - cost(b))) this.buildInBackground(index);
  }

  /** Starts a background build of an index (see IndexBuild); the planner leaves it out until it finishes. */
  private buildInBackground(index: Index): void {
    const build = new IndexBuild(index, this.records);
    this.builds.set(index, build);
    this.indexesChanged();
    scheduleIndexBuild(build, () => {
      this.builds.delete(index);
      this.indexesChanged();
    });
  }

  /**
   * Background builds of cheap indexes (about one key a document) that a read's plan would walk, moved to the
   * head of the build queue; the promise settles when they end. Right after the start-up replay of a large
   * archive every non-unique index is still being built, so the API's first reads (its home tables' sorted
   * pages, its backfill scans) would read and sort every document in one piece; waiting a fraction of a second
   * for such an index, built in steps between other commands, holds the thread far less. Indexes with many keys
   * a document (words, trigrams) take much longer to build than one scan costs: a read does not wait for them.
   */
  buildsServing(filter: Doc, options: MatchOptions): Promise<unknown> | undefined {
    const waited = this.buildsPlanned(filter, options).filter(
      (build) => this.keysPerRecord(build.index) <= CHEAP_BUILD_KEYS_PER_RECORD,
    );
    if (waited.length === 0) return undefined;
    for (const build of waited) promoteIndexBuild(build);
    return Promise.allSettled(waited.map((build) => build.finished));
  }

  /**
   * The `_id`s of the documents matching `filter`, read in steps of about 8 ms between other commands, when the
   * read's plan would walk an index still being built that it does not wait for (many keys a document: a tab's
   * trigrams or words): at 100,000 tabs each such read (autocomplete's trigram) otherwise scanned every tab in one
   * piece, 0.5–1.8 s, right after a start. The caller then reads those documents by `_id` (tested again, sorted,
   * paged as any find). Only without a hint or a collation, and only while such a build runs; that build is moved
   * ahead of the builds no read has asked for (advanceIndexBuild).
   */
  matchInSteps(filter: Doc, options: MatchOptions): Promise<unknown[]> | undefined {
    if (options.hint !== undefined || (options.collation ?? this.defaultCollation)) return undefined;
    if (this.records.size < BACKGROUND_BUILD_MIN_RECORDS) return undefined;
    const planned = this.buildsPlanned(filter, options);
    if (planned.length === 0) return undefined;
    for (const build of planned) advanceIndexBuild(build);
    const matcher = documentMatcher(filter, undefined);
    const rids = [...this.records.keys()];
    const ids: unknown[] = [];
    let position = 0;
    return new Promise((resolve, reject) => {
      const step = () => {
        try {
          const deadline = performance.now() + MATCH_STEP_MS;
          while (position < rids.length) {
            const doc = this.records.get(rids[position++]!);
            if (doc && matcher(doc)) ids.push(doc._id);
            if ((position & 31) === 0 && performance.now() >= deadline) {
              setImmediate(step);
              return;
            }
          }
          resolve(ids);
        } catch (error) {
          reject(error);
        }
      };
      step();
    });
  }

  /** The background builds of the indexes a read's plan (or its sorted walk) would walk were they built. */
  private buildsPlanned(filter: Doc, options: MatchOptions): IndexBuild[] {
    if (this.builds.size === 0 || splitTextFilter(filter)) return [];
    const collation = options.collation ?? this.defaultCollation;
    if (collationFold(collation)) return [];
    const indexes = this.plannableIndexes(collation, true);
    const plan = planQuery(filter, indexes, { hint: options.hint, sort: options.sort });
    const sortRequested = options.sort !== undefined && Object.keys(options.sort).length > 0;
    const walk =
      sortRequested && !plan.sorted && options.limit
        ? sortedWalkPlan(filter, indexes, options.sort)
        : undefined;
    const planned = new Set<IndexBuild>();
    for (const { index } of [...plan.scans, ...(walk?.scans ?? [])]) {
      const build = this.builds.get(index);
      if (build) planned.add(build);
    }
    return [...planned];
  }

  /** The average number of keys an index holds per document, over a sample of the first documents. */
  private keysPerRecord(index: Index): number {
    let keys = 0;
    let sampled = 0;
    for (const doc of this.records.values()) {
      keys += index.keysOf(doc).length;
      if (++sampled === KEYS_SAMPLE) break;
    }
    return sampled === 0 ? 0 : keys / sampled;
  }

  /** The running background build of an index, if any: a promise settled when it is ready or aborted. */
  indexBuild(name: string): Promise<void> | undefined {
    const index = this.indexes.get(name);
    return index ? this.builds.get(index)?.finished : undefined;
  }

  /** The indexes each write keeps up to date itself (those built in the background note the write instead). */
  private maintainedIndexes(rid: number, previous: Doc | undefined): Index[] {
    const all = this.indexList();
    if (this.builds.size === 0) return all;
    for (const build of this.builds.values()) build.noteWrite(rid, previous);
    return all.filter((index) => !this.builds.has(index));
  }

  insert(doc: Doc): void {
    const rid = this.nextRid++;
    registerStored(doc);
    if (this.replayIds) {
      this.replayIds.set(encodeValue(doc._id), rid);
      this.records.set(rid, doc);
      if (this.currentOptions.capped === true) this.evictOverCap(doc);
      return;
    }
    const keysByIndex = this.maintainedIndexes(rid, undefined).map(
      (index) => [index, index.keysOf(doc)] as const,
    );
    for (const [index, keys] of keysByIndex) index.assertUnique(keys, rid, this.namespace);
    for (const [index, keys] of keysByIndex) index.add(keys, rid);
    this.records.set(rid, doc);
    this.sink.record({ op: 'insert', coll: this.name, doc });
    if (this.currentOptions.capped === true) this.evictOverCap(doc);
  }

  /** A capped collection drops its oldest documents once over its `max` count or `size` bytes. */
  private evictOverCap(inserted: Doc): void {
    this.cappedBytes += calculateObjectSize(inserted);
    const maxBytes = Number(this.currentOptions.size ?? Number.POSITIVE_INFINITY);
    const maxDocs = Number(this.currentOptions.max ?? 0) || Number.POSITIVE_INFINITY;
    for (const [rid] of this.records) {
      if (this.records.size <= 1 || (this.records.size <= maxDocs && this.cappedBytes <= maxBytes)) break;
      this.delete(rid);
    }
  }

  /** Replaces a record's document, keeping every unique index consistent (nothing changes on E11000). */
  replace(rid: number, doc: Doc): void {
    const previous = this.records.get(rid);
    if (!previous) return;
    registerStored(doc);
    if (this.replayIds) {
      this.records.set(rid, doc);
      return;
    }
    const changes = this.maintainedIndexes(rid, previous).map((index) => ({
      index,
      before: index.keysOf(previous),
      after: index.keysOf(doc),
    }));
    for (const { index, after } of changes) index.assertUnique(after, rid, this.namespace);
    for (const { index, before, after } of changes) {
      const beforeKeys = new Set(before.map((key) => key.encoded));
      const afterKeys = new Set(after.map((key) => key.encoded));
      index.remove(
        before.filter((key) => !afterKeys.has(key.encoded)),
        rid,
      );
      index.add(
        after.filter((key) => !beforeKeys.has(key.encoded)),
        rid,
      );
    }
    this.records.set(rid, doc);
    this.sink.record({ op: 'replace', coll: this.name, doc });
  }

  delete(rid: number): void {
    const doc = this.records.get(rid);
    if (!doc) return;
    if (this.replayIds) this.replayIds.delete(encodeValue(doc._id));
    else for (const index of this.maintainedIndexes(rid, doc)) index.remove(index.keysOf(doc), rid);
    this.records.delete(rid);
    if (this.currentOptions.capped === true) this.cappedBytes -= calculateObjectSize(doc);
    this.sink.record({ op: 'delete', coll: this.name, id: doc._id });
  }

  /** Documents matching a filter, read through the best index the planner finds. */
  match(filter: Doc, options: MatchOptions = {}, stats?: ScanStats): StoredRecord[] {
    return this.scan(filter, options, stats).records;
  }

  /**
   * Like `match`, and says whether the records already come in `options.sort` order. `limit` stops the scan
   * early when that is safe (no sort requested, or the index order is the sort).
   */
  scan(filter: Doc, options: MatchOptions = {}, stats?: ScanStats): ScanResult {
    const text = splitTextFilter(filter);
    if (text) return this.scanText(text.operand, text.rest, options);
    assertNoNestedTextSearch(filter);
    const collation = options.collation ?? this.defaultCollation;
    const plan = this.plan(filter, collation, options);
    const sortRequested = options.sort !== undefined && Object.keys(options.sort).length > 0;
    // Compiled only when a plan needs it (an exact plan, a point read by _id, tests nothing), and from what the
    // plan's ranges leave untested.
    const testFor = (tested: QueryPlan) => {
      let matcher: ((doc: Doc) => boolean) | undefined;
      return (doc: Doc) => {
        matcher ??= documentMatcher(tested.residual ?? filter, collation);
        return matcher(doc);
      };
    };
    // The trial's budget: the walk may read as many keys as the blocking plan would before it gives up. A plan
    // that reads no more keys than the page asks for (skip + limit) cannot lose to a walk (an artist's tabs sorted
    // by title): no trial, whose keys and documents would be read for nothing.
    const budget = sortRequested && !plan.sorted && options.limit ? this.keysToRead(plan) : 0;
    const walk =
      options.limit && budget > options.limit ? this.sortedWalk(filter, collation, options) : undefined;
    const skip = options.skip ?? 0;
    if (walk && options.limit) {
      const skipped = keysSkippable(walk) ? skip : 0;
      const found = this.run(walk, testFor(walk), options.limit - skipped, stats, budget, skipped);
      if (found) {
        if (stats) Object.assign(stats, { plan: walk, rejectedPlans: [plan] });
        return { records: found, sorted: true, skipped };
      }
    }
    const ordered = !sortRequested || plan.sorted === true;
    const skipped = ordered && keysSkippable(plan) ? skip : 0;
    const limit = options.limit && ordered ? options.limit - skipped : Number.POSITIVE_INFINITY;
    const records = this.run(plan, testFor(plan), limit, stats, Number.POSITIVE_INFINITY, skipped)!;
    if (stats) Object.assign(stats, { plan, rejectedPlans: walk ? [walk] : [] });
    return { records, sorted: plan.sorted === true, skipped };
  }

  /**
   * The records of a plan that pass `test`, up to `limit`; undefined when the walk examines more than `budget`
   * keys before finding them (a lost trial).
   */
  private run(
    plan: QueryPlan,
    test: (doc: Doc) => boolean,
    limit: number,
    stats: ScanStats | undefined,
    budget = Number.POSITIVE_INFINITY,
    skip = 0,
  ): StoredRecord[] | undefined {
    const check = plan.exact ? undefined : test;
    const records: StoredRecord[] = [];
    if (limit <= 0) return records;
    let examined = 0;
    for (const record of this.candidates(plan, stats, skip)) {
      if (++examined > budget) return undefined;
      if (stats) stats.docsExamined += 1;
      if (!check || check(matchView(record.doc))) {
        records.push(record);
        if (records.length >= limit) break;
      }
    }
    return records;
  }

  /** An index walk in sort order to try against a plan that would read and sort every match. */
  private sortedWalk(filter: Doc, collation: Doc | undefined, options: MatchOptions): QueryPlan | undefined {
    // A case-insensitive collation's index order is not the collated sort order in every case: no trial.
    if (collationFold(collation)) return undefined;
    return sortedWalkPlan(filter, this.plannableIndexes(collation), options.sort);
  }

  /** How many index keys (or documents, for a collection scan) a plan reads in full. */
  private keysToRead(plan: QueryPlan): number {
    if (plan.scans.length === 0) return this.records.size;
    let keys = 0;
    for (const scan of plan.scans)
      for (const [low, high] of scan.ranges) keys += scan.index.entries.countRange(low, high);
    return keys;
  }

  /** A `$text` query: the text index gives the documents and their scores, mingo tests the rest of the filter. */
  private scanText(operand: unknown, rest: Doc, options: MatchOptions): ScanResult {
    const index = this.indexList().find((candidate) => candidate instanceof TextIndex);
    if (!index) throw new MongoCommandError(ErrorCodes.IndexNotFound, 'text index required for $text query');
    const textScores = textSearch(index, operand, (rid) => this.records.get(rid));
    const collation = options.collation ?? this.defaultCollation;
    const query = Object.keys(rest).length > 0 ? filterQuery(rest, collation) : undefined;
    const records: StoredRecord[] = [];
    for (const rid of textScores.keys()) {
      const doc = this.records.get(rid);
      if (doc && (!query || query.test(matchView(doc)))) records.push({ rid, doc });
    }
    return { records, sorted: false, textScores };
  }

  /**
   * How many documents match, from the index's key counts where the plan allows, like mongod's COUNT_SCAN: an
   * exact plan over one index where each document has one key within the scan (no arrays, or every array field
   * pinned to one value: `{ tagIds: id }`), or one range of dates or numbers over the leading field of an index
   * without arrays (reading only the documents keyed on the range's ends).
   */
  count(filter: Doc, options: CountOptions = {}): number {
    if (Object.keys(filter).length === 0 && options.hint === undefined) return this.records.size;
    const plan = splitTextFilter(filter)
      ? COLLECTION_SCAN
      : this.plan(filter, options.collation ?? this.defaultCollation, options);
    const scan = keyCountedScan(plan);
    let query: DocumentTest | undefined;
    if (scan) {
      let total = 0;
      for (const [low, high] of scan.ranges) total += scan.index.entries.countRange(low, high);
      return total;
    }
    const counted = countKeyRange(filter, plan, (rid) => {
      const doc = this.records.get(rid);
      query ??= filterQuery(filter, options.collation ?? this.defaultCollation);
      return doc !== undefined && query.test(matchView(doc));
    });
    return counted ?? this.scan(filter, options).records.length;
  }

  /**
   * The matches counted per value of the top-level `field`, from index keys alone (mongod reads the same keys in
   * a covered scan): when the plan is exact over one index holding one key per document and every range pins
   * `field` to one value (an `$in` on it). Undefined when the plan cannot tell, so that the caller counts documents.
   */
  countByPoint(filter: Doc, field: string, options: CountOptions = {}): PointCount[] | undefined {
    const collation = options.collation ?? this.defaultCollation;
    if (splitTextFilter(filter) || collationFold(collation)) return undefined;
    const plan = this.plan(filter, collation, options);
    const scan = keyCountedScan(plan);
    const position = scan?.index.fields.indexOf(field) ?? -1;
    if (!scan || position < 0 || position >= (scan.pointsPerRange ?? 0)) return undefined;
    const counts = new Map<string, PointCount>();
    for (const [low, high] of scan.ranges) {
      const count = scan.index.entries.countRange(low, high);
      const first = count > 0 ? scan.index.entries.range(low, high).next() : undefined;
      const doc = first && !first.done ? this.records.get(first.value.rid) : undefined;
      if (!doc) continue;
      const value = matchView(doc)[field] ?? null;
      const key = encodeValue(value);
      counts.set(key, { value, count: (counts.get(key)?.count ?? 0) + count });
    }
    return [...counts.values()];
  }

  /** The records a plan's scans point at, in scan order; `skip` leading keys are passed over unread (keysSkippable). */
  private *candidates(plan: QueryPlan, stats?: ScanStats, skip = 0): Generator<StoredRecord> {
    if (plan.scans.length === 0) {
      yield* this.allRecords();
      return;
    }
    // One scan holding one key per document meets each document once (its ranges are disjoint): an index without
    // arrays, or one range that pins every array field (a tab's progression runs pinned to one run).
    const [only, ...others] = plan.scans;
    const once =
      others.length === 0 && only?.index.oneKeyPerDocument(only.ranges.length, only.equalityPrefix ?? 0);
    const seen = once ? undefined : new Set<number>();
    let toSkip = skip;
    for (const scan of plan.scans) {
      if (scan.merged) {
        for (const entry of mergedRanges(scan.index.entries, scan.ranges, scan.reverse === true)) {
          if (stats) stats.keysExamined += 1;
          if (toSkip > 0) {
            toSkip -= 1;
            continue;
          }
          const doc = this.records.get(entry.rid);
          if (doc) yield { rid: entry.rid, doc };
        }
        continue;
      }
      const ranges = scan.reverse ? [...scan.ranges].reverse() : scan.ranges;
      for (const [low, high] of ranges) {
        const inRange = toSkip > 0 ? scan.index.entries.countRange(low, high) : 0;
        if (toSkip > 0 && toSkip >= inRange) {
          toSkip -= inRange;
          continue;
        }
        const entries = scan.reverse
          ? scan.index.entries.rangeReverse(low, high, toSkip)
          : scan.index.entries.range(low, high, toSkip);
        toSkip = 0;
        for (const entry of entries) {
          if (stats) stats.keysExamined += 1;
          if (seen?.has(entry.rid)) continue;
          seen?.add(entry.rid);
          const doc = this.records.get(entry.rid);
          if (doc) yield { rid: entry.rid, doc };
        }
      }
    }
  }

  /**
   * Adds an index, building it from the current documents; fails without change on existing duplicates. With
   * `inBackground` (the createIndexes command), a non-unique index of a large collection is built in steps
   * between other commands instead (`indexBuild` gives its promise).
   */
  createIndex(spec: IndexSpec, inBackground = false): 'created' | 'exists' {
    const existing = this.indexes.get(spec.name);
    const sameKey = this.indexList().find((index) => encodeValue(index.spec.key) === encodeValue(spec.key));
    if (existing || sameKey) {
      const other = existing ?? sameKey!;
      if (encodeValue(comparableSpec(other.spec)) === encodeValue(comparableSpec(spec))) return 'exists';
      if (existing && encodeValue(existing.spec.key) !== encodeValue(spec.key)) {
        throw new MongoCommandError(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
      throw new MongoCommandError(
        ErrorCodes.IndexOptionsConflict,
        `An equivalent index already exists with a different name and/or options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(other.spec)}`,
      );
    }
    if (isTextIndexSpec(spec) && this.indexList().some((other) => other instanceof TextIndex)) {
      throw new MongoCommandError(
        ErrorCodes.IndexOptionsConflict,
        `An equivalent index already exists with a different name and/or options. Requested index: ${JSON.stringify(spec)}`,
      );
    }
    const index = isTextIndexSpec(spec) ? new TextIndex(spec) : new Index(spec);
    this.indexes.set(spec.name, index);
    this.indexesChanged();
    const background =
      inBackground && this.records.size >= BACKGROUND_BUILD_MIN_RECORDS && buildsInBackground(index);
    if (background) this.buildInBackground(index);
    else if (!this.replayIds) {
      try {
        index.build(this.records, this.namespace);
      } catch (error) {
        this.indexes.delete(spec.name);
        this.indexesChanged();
        throw error;
      }
    }
    this.sink.record({ op: 'createIndex', coll: this.name, spec });
    return 'created';
  }

  /** collMod of an index: the definition changes (hidden, TTL), journaled as a drop and a re-create. */
  changeIndexOptions(name: string, updates: Doc): void {
    const index = this.indexes.get(name);
    if (!index || Object.keys(updates).length === 0) return;
    Object.assign(index.spec, updates);
    if (index.spec.hidden === false) delete index.spec.hidden;
    this.indexesChanged();
    this.sink.record({ op: 'dropIndex', coll: this.name, name });
    this.sink.record({ op: 'createIndex', coll: this.name, spec: index.spec });
  }

  /** Stops background builds of an index (or all, when the collection goes away). */
  cancelBuild(index?: Index): void {
    for (const [building, build] of this.builds) {
      if (index && building !== index) continue;
      build.cancel();
      this.builds.delete(building);
      this.indexesChanged();
    }
  }

  dropIndex(name: string): void {
    if (name === ID_INDEX_NAME)
      throw new MongoCommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    const index = this.indexes.get(name);
    if (!index) throw new MongoCommandError(ErrorCodes.IndexNotFound, `index not found with name [${name}]`);
    this.indexes.delete(name);
    this.indexesChanged();
    this.cancelBuild(index);
    this.sink.record({ op: 'dropIndex', coll: this.name, name });
  }
}

/**
 * Collections at least this large build their non-unique indexes in the background (after a start-up replay, or
 * for createIndexes), so a large archive keeps answering; smaller ones build at once, before anything else.
 */
const BACKGROUND_BUILD_MIN_RECORDS = 5000;

/**
 * A read waits for the background build of an index with at most this many keys a document (see buildsServing):
 * one-key indexes, a category's `tagIds`, an artist's name grams. Past it (a tab's words, trigrams) the read
 * matches in steps instead (matchInSteps).
 */
const CHEAP_BUILD_KEYS_PER_RECORD = 16;
/** How long one step of a read's match (matchInSteps) may hold the engine's thread. */
const MATCH_STEP_MS = 8;
const KEYS_SAMPLE = 32;

/** Unique indexes enforce their constraint on every write, and text postings are not sorted keys: built at once. */
function buildsInBackground(index: Index): boolean {
  return !index.unique && !(index instanceof TextIndex);
}

/** The options that decide whether two index definitions are the same index. */
function comparableSpec(spec: IndexSpec): Doc {
  return {
    key: spec.key,
    unique: spec.unique === true,
    sparse: spec.sparse === true,
    partialFilterExpression: spec.partialFilterExpression ?? null,
    expireAfterSeconds: spec.expireAfterSeconds ?? null,
    weights: spec.weights ?? null,
    default_language: spec.default_language ?? null,
  };
}

/** A top-level `$text` (alone or inside a top-level `$and`) and the rest of the filter. */
function splitTextFilter(filter: Doc): { operand: unknown; rest: Doc } | undefined {
  if ('$text' in filter) {
    const { $text, ...rest } = filter;
    return { operand: $text, rest };
  }
  const and = filter.$and;
  if (!Array.isArray(and)) return undefined;
  const position = and.findIndex((part) => part && typeof part === 'object' && '$text' in part);
  if (position < 0) return undefined;
  const { $text, ...partRest } = and[position] as Doc;
  const parts = [...and.slice(0, position), partRest, ...and.slice(position + 1)];
  const { $and: _, ...rest } = filter;
  return { operand: $text, rest: { ...rest, $and: parts } };
}

/** `$text` below `$or`/`$nor` is not supported (mongod needs every branch indexed then). */
function assertNoNestedTextSearch(filter: Doc): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$text') {
      throw new MongoCommandError(ErrorCodes.BadValue, '$text is only allowed at the top level of a query');
    }
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      for (const part of value) if (part && typeof part === 'object') assertNoNestedTextSearch(part as Doc);
    }
  }
}

/**
 * Whether a plan's first keys can be skipped without reading their documents: every key is a match (an exact
 * plan) and a document's only key in the scan (one scan of an index without arrays), as mongod's SKIP over a
 * covered scan. A deep page then costs two binary searches and a walk over the chunk sizes, not the keys before it.
 */
/**
 * The one scan of an exact plan whose key count is its match count: every document is in its index, once within
 * the scan (keysSkippable). Undefined when documents must be read to count.
 */
function keyCountedScan(plan: QueryPlan): IndexScan | undefined {
  const [only] = plan.scans;
  return keysSkippable(plan) && only?.index.coversAllDocuments ? only : undefined;
}

function keysSkippable(plan: QueryPlan): boolean {
  const [only, ...others] = plan.scans;
  return (
    plan.exact === true &&
    only !== undefined &&
    others.length === 0 &&
    only.index.oneKeyPerDocument(only.ranges.length, only.equalityPrefix ?? 0)
  );
}

/** Whether a document matches the filter: the native matcher where it decides, mingo otherwise. */
function documentMatcher(filter: Doc, collation: Doc | undefined): (doc: Doc) => boolean {
  if (Object.keys(filter).length === 0) return () => true;
  // Strings compare exactly without a collation: the native matcher then decides most documents, and mingo's
  // query (costly to build) is built only for a document the native matcher leaves to it.
  const fast = collation ? undefined : compileFastMatcher(filter);
  if (!fast) {
    const query = filterQuery(filter, collation);
    return (doc) => query.test(doc);
  }
  let query: DocumentTest | undefined;
  return (doc) => {
    const decided = fast(doc);
    if (decided !== undefined) return decided;
    query ??= filterQuery(filter, collation);
    return query.test(doc);
  };
}

/** A filter's matcher; with a collation, its string comparisons go through the collation's collator. */
export function filterQuery(filter: Doc, collation: Doc | undefined): DocumentTest {
  if (!mentionsProto(filter)) return mingoQuery(filter, collation);
  const query = mingoQuery(aliasProto(filter), collation);
  return { test: (doc) => query.test(aliasProto(doc)) };
}

/** What a filter's matcher is used for. */
export interface DocumentTest {
  test(doc: Doc): boolean;
}

function mingoQuery(filter: Doc, collation: Doc | undefined): Query {
  const withAll = allAsAnd(filter);
  const typed = withBsonType(withAll);
  const normalised = typed ?? withAll;
  if (!isCollating(collation)) {
    return new Query(normalised, typed ? { ...mingoOptions(), context: BSON_TYPE_CONTEXT } : mingoOptions());
  }
  return new Query(collatedFilter(normalised), {
    ...mingoOptions(collation),
    context: collationContext(collation),
  });
}

/** mingo options shared by queries: no server-side JavaScript; a collation (with a locale) applies to strings. */
export function mingoOptions(collation?: Doc): Partial<Options> {
  return typeof collation?.locale === 'string' && collation.locale !== 'simple'
    ? {
        scriptEnabled: false,
        collation: { ...collation, locale: icuLocale(collation.locale) } as unknown as CollationSpec,
      }
    : { scriptEnabled: false };
}
