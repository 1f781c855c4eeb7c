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

/** One $group over the source documents (a $match on the indexed key first when only some ids are asked). */
async function recountedValues(
  definition: CounterDefinition,
  ids?: readonly Types.ObjectId[],
): Promise<Map<string, CounterValues>> {
  const keyMatch = ids ? { [definition.key]: { $in: ids } } : {};
  const pipeline: PipelineStage[] = [{ $match: { ...keyMatch, ...definition.match } }];
  if (definition.keyIsArray) {
    pipeline.push({ $unwind: `$${definition.key}` });
    if (ids) pipeline.push({ $match: keyMatch });
  }
  pipeline.push({ $group: { _id: `$${definition.key}`, ...definition.accumulators } });
  const groups = await definition.source.aggregate<{ _id: Types.ObjectId | null } & CounterValues>(pipeline);
  const values = new Map<string, CounterValues>();
  for (const { _id, ...counts } of groups) if (_id) values.set(String(_id), withDerived(definition, counts));
  return values;
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
): Promise<DriftFound[]> {
  const [target] = definitions;
  if (!target) return [];
  const counters = [];
  for (const definition of definitions) {
    const zeros = zerosOf(definition);
    counters.push({ recounted: await recountedValues(definition, ids), zeros, fields: Object.keys(zeros) });
  }
  const projection = Object.fromEntries(counters.flatMap(({ fields }) => fields.map((field) => [field, 1])));
  const found = definitions.map(() => ({ checked: 0, drift: [] as CounterDrift[] }));
  const documents = target.target
    .find(ids ? { _id: { $in: ids } } : {}, projection)
    .lean<Array<{ _id: Types.ObjectId } & Record<string, number | undefined>>>()
    .cursor({ batchSize: 5000 });
  for await (const document of documents) {
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
}

/**
 * Brings every registered counter back to its recount: one aggregation per counter over its source collection,
 * one scan of the counter fields per target collection (tabs, users, artists, … each read once for all their
 * counters), then bulk updates of the confirmed drifts. Safe beside live traffic and beside other instances
 * doing the same (each correction is conditional on the measured value).
 */
export async function recountCounters(options: RecountOptions = {}): Promise<RecountReport[]> {
  const { confirmAfterMs = 1000, definitions = COUNTERS, beforeEachTarget } = options;
  const reports = new Map<CounterDefinition, RecountReport>();
  for (const group of byTarget(definitions)) {
    await beforeEachTarget?.();
    const measured = await findDriftOnTarget(group);
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
