import { setTimeout as sleep } from 'node:timers/promises';
import type { PipelineStage, Types } from 'mongoose';
import { contentChanged } from '../seo/siteVersion';
import { COUNTERS, type CounterDefinition, type CounterValues } from './counterRegistry';

/** A counted document whose stored counters differ from the recount. `stored` keeps missing fields undefined. */
export interface CounterDrift {
  readonly id: Types.ObjectId;
  readonly stored: Readonly<Record<string, number | undefined>>;
  readonly expected: CounterValues;
}

export interface RecountReport {
  readonly name: string;
  readonly checked: number;
  readonly drifted: number;
  readonly corrected: number;
}

const WRITE_BATCH = 1000;

function withDerived(definition: CounterDefinition, values: CounterValues): CounterValues {
  return { ...values, ...definition.derive?.(values) };
}

function zerosOf(definition: CounterDefinition): CounterValues {
  return withDerived(
    definition,
    Object.fromEntries(Object.keys(definition.accumulators).map((field) => [field, 0])),
  );
}

/**
 * Source and target documents are read in slices of this many, in _id order: on the embedded engine one
 * command runs on its only thread, and a $group over a whole 100,000-tab collection held it for 17 s at start-up
 * (the driver's monitor timed out behind it). Each slice is a bounded command, with other requests between.
 */
export const RECOUNT_SLICE = 2000;

type AnyModel = CounterDefinition['source'];

/** The `_id` closing the next slice after `after`; undefined when fewer than a slice are left. */
async function sliceEnd(
  model: AnyModel,
  after: Types.ObjectId | undefined,
  slice: number,
): Promise<Types.ObjectId | undefined> {
  const [last] = await model
    .find(after ? { _id: { $gt: after } } : {}, { _id: 1 })
    .sort({ _id: 1 })
    .skip(slice - 1)
    .limit(1)
    .lean<Array<{ _id: Types.ObjectId }>>();
  return last?._id;
}

/** The _id ranges covering a collection a slice at a time (each range read in one command by the _id index). */
async function* idSlices(model: AnyModel, slice: number): AsyncGenerator<Record<string, unknown>> {
  let after: Types.ObjectId | undefined;
  for (;;) {
    const end = await sliceEnd(model, after, slice);
    const range = { ...(after ? { $gt: after } : {}), ...(end ? { $lte: end } : {}) };
    yield Object.keys(range).length > 0 ? { _id: range } : {};
    if (!end) return;
    after = end;
  }
}

function addCounts(into: Map<string, CounterValues>, key: string, counts: CounterValues): void {
  const sum = into.get(key);
  if (!sum) {
    into.set(key, { ...counts });
    return;
  }
  for (const [field, value] of Object.entries(counts)) sum[field] = (sum[field] ?? 0) + value;
}

/**
 * The accumulated counters per counted document: one $group over the source documents (a $match on the indexed
 * key first when only some ids are asked), else one per slice of the source, the slices' sums added up.
 */
async function recountedValues(
  definition: CounterDefinition,
  ids: readonly Types.ObjectId[] | undefined,
  slice: number,
): Promise<Map<string, CounterValues>> {
  const keyMatch = ids ? { [definition.key]: { $in: ids } } : {};
  const group = (leading: PipelineStage[]): PipelineStage[] => {
    const pipeline = [...leading];
    if (definition.keyIsArray) {
      pipeline.push({ $unwind: `$${definition.key}` });
      if (ids) pipeline.push({ $match: keyMatch });
    }
    pipeline.push({ $group: { _id: `$${definition.key}`, ...definition.accumulators } });
    return pipeline;
  };
  const sums = new Map<string, CounterValues>();
  const addGroups = async (pipeline: PipelineStage[]) => {
    const groups = await definition.source.aggregate<{ _id: Types.ObjectId | null } & CounterValues>(
      pipeline,
    );
    for (const { _id, ...counts } of groups) if (_id) addCounts(sums, String(_id), counts);
  };
  if (ids) await addGroups(group([{ $match: { ...keyMatch, ...definition.match } }]));
  else {
    // The range alone leads, so the _id index serves it; the counter's own filter applies within the slice.
    // The embedded engine copies every document an $unwind reads (whole tabs, bodies included): smaller slices.
    const sourceSlice = definition.keyIsArray ? Math.ceil(slice / 4) : slice;
    for await (const range of idSlices(definition.source, sourceSlice)) {
      await addGroups(
        group([{ $match: range }, ...(definition.match ? [{ $match: definition.match }] : [])]),
      );
    }
  }
  return new Map([...sums].map(([key, counts]) => [key, withDerived(definition, counts)]));
}

type CounterFields = { _id: Types.ObjectId } & Record<string, number | undefined>;

/** The counter fields of the counted documents (the given ones, else all a slice at a time). */
async function* counterFields(
  target: AnyModel,
  projection: Record<string, number>,
  ids: readonly Types.ObjectId[] | undefined,
  slice: number,
): AsyncGenerator<CounterFields> {
  if (ids) {
    yield* await target.find({ _id: { $in: ids } }, projection).lean<CounterFields[]>();
    return;
  }
  for await (const range of idSlices(target, slice)) {
    yield* await target.find(range, projection).lean<CounterFields[]>();
  }
}

export interface DriftFound {
  readonly checked: number;
  readonly drift: CounterDrift[];
}

/**
 * Compares the counted documents (all, or the given ones) with the recount of each of `definitions`, which
 * share one target collection: its documents are read once, counter fields only, for all of them.
 */
async function findDriftOnTarget(
  definitions: readonly CounterDefinition[],
  ids?: readonly Types.ObjectId[],
  slice = RECOUNT_SLICE,
): Promise<DriftFound[]> {
  const [target] = definitions;
  if (!target) return [];
  const counters = [];
  for (const definition of definitions) {
    const zeros = zerosOf(definition);
    counters.push({
      recounted: await recountedValues(definition, ids, slice),
      zeros,
      fields: Object.keys(zeros),
    });
  }
  const projection = Object.fromEntries(counters.flatMap(({ fields }) => fields.map((field) => [field, 1])));
  const found = definitions.map(() => ({ checked: 0, drift: [] as CounterDrift[] }));
  for await (const document of counterFields(target.target, projection, ids, slice)) {
    counters.forEach(({ recounted, zeros, fields }, index) => {
      const result = found[index] as DriftFound & { checked: number };
      result.checked += 1;
      const expected = recounted.get(String(document._id)) ?? zeros;
      const stored = Object.fromEntries(fields.map((field) => [field, document[field]]));
      if (fields.some((field) => (stored[field] ?? 0) !== expected[field]))
        result.drift.push({ id: document._id, stored, expected });
    });
  }
  return found;
}

/** Compares every counted document (or the given ones) with the recount; reads only the counter fields. */
export async function findCounterDrift(
  definition: CounterDefinition,
  ids?: readonly Types.ObjectId[],
): Promise<DriftFound> {
  const [found] = await findDriftOnTarget([definition], ids);
  return found ?? { checked: 0, drift: [] };
}

/** The definitions grouped by target collection, in registry order: each collection is read once. */
function byTarget(definitions: readonly CounterDefinition[]): CounterDefinition[][] {
  const groups = new Map<unknown, CounterDefinition[]>();
  for (const definition of definitions) {
    const group = groups.get(definition.target) ?? [];
    group.push(definition);
    groups.set(definition.target, group);
  }
  return [...groups.values()];
}

const sameDrift = (a: CounterDrift, b: CounterDrift) =>
  JSON.stringify([a.stored, a.expected]) === JSON.stringify([b.stored, b.expected]);

/** Sets the recounted values only where the stored ones are still those measured (no write moved them since). */
export async function correctCounterDrift(
  definition: CounterDefinition,
  drift: readonly CounterDrift[],
): Promise<number> {
  let corrected = 0;
  for (let start = 0; start < drift.length; start += WRITE_BATCH) {
    const result = await definition.target.bulkWrite(
      drift.slice(start, start + WRITE_BATCH).map(({ id, stored, expected }) => ({
        updateOne: {
          filter: {
            _id: id,
            ...Object.fromEntries(
              Object.entries(stored).map(([field, value]) => [field, value ?? { $exists: false }]),
            ),
          },
          update: { $set: expected },
        },
      })),
      { ordered: false },
    );
    corrected += result.modifiedCount;
  }
  return corrected;
}

export interface RecountOptions {
  /**
   * Without transactions a request writes its document and then its counters: a drift seen once may be a write
   * in flight. Only a drift measured identically again after this pause is corrected.
   */
  readonly confirmAfterMs?: number;
  readonly definitions?: readonly CounterDefinition[];
  /** Runs before each target collection's counters (the recount guard renews its lease there). */
  readonly beforeEachTarget?: () => Promise<unknown>;
  /** Documents per slice read in one command (RECOUNT_SLICE). */
  readonly slice?: number;
}

/**
 * Brings every registered counter back to its recount: one aggregation per counter over its source collection,
 * one scan of the counter fields per target collection (tabs, users, artists, … each read once for all their
 * counters), then bulk updates of the confirmed drifts. Safe beside live traffic and beside other instances
 * doing the same (each correction is conditional on the measured value).
 */
export async function recountCounters(options: RecountOptions = {}): Promise<RecountReport[]> {
  const { confirmAfterMs = 1000, definitions = COUNTERS, beforeEachTarget, slice } = options;
  const reports = new Map<CounterDefinition, RecountReport>();
  for (const group of byTarget(definitions)) {
    await beforeEachTarget?.();
    const measured = await findDriftOnTarget(group, undefined, slice);
    if (measured.some((found) => found.drift.length > 0)) await sleep(confirmAfterMs);
    for (const [index, definition] of group.entries()) {
      const first = measured[index] ?? { checked: 0, drift: [] };
      let corrected = 0;
      if (first.drift.length > 0) {
        const again = await findCounterDrift(
          definition,
          first.drift.map((drift) => drift.id),
        );
        const before = new Map(first.drift.map((drift) => [String(drift.id), drift]));
        const confirmed = again.drift.filter((drift) => {
          const seen = before.get(String(drift.id));
          return seen !== undefined && sameDrift(seen, drift);
        });
        corrected = await correctCounterDrift(definition, confirmed);
        if (corrected > 0) {
          definition.onCorrected?.();
          // Counters show in the public answers kept in memory (tab pages, lists): read them again.
          contentChanged();
        }
      }
      reports.set(definition, {
        name: definition.name,
        checked: first.checked,
        drifted: first.drift.length,
        corrected,
      });
    }
  }
  return definitions.flatMap((definition) => reports.get(definition) ?? []);
}
