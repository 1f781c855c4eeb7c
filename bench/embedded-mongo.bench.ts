// Prints the embedded engine's throughput through mongoose at 1k and 100k documents, and how an indexed lookup's
// cost grows with the collection (target: the 100k/1k cost ratio stays within 2x).
import { randomInt } from 'node:crypto';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose, { Schema, type Types } from 'mongoose';

const SIZES = [1_000, 100_000];
const BULK_BATCH = 1_000;
const SINGLE_INSERTS = 2_000;
const LOOKUPS = 2_000;
/** Lookup rates are the best of several rounds: the machine is shared, the best round is the least disturbed. */
const ROUNDS = 3;

interface Figures {
  size: number;
  bulkInsertsPerSec: number;
  singleInsertsPerSec: number;
  idLookupsPerSec: number;
  uniqueLookupsPerSec: number;
}

const schema = new Schema({ key: { type: String, unique: true }, title: String, n: Number });

async function rate(count: number, work: (i: number) => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await work(i);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return count / seconds;
}

async function measure(size: number): Promise<Figures> {
  const server = await startEmbeddedMongo();
  const connection = await mongoose.createConnection(`${server.uri}/bench`).asPromise();
  try {
    const Item = connection.model('Item', schema);
    await Item.init();
    const ids: Types.ObjectId[] = [];
    const bulkInsertsPerSec =
      (await rate(size / BULK_BATCH, async (batch) => {
        const docs = Array.from({ length: BULK_BATCH }, (_, i) => {
          const n = batch * BULK_BATCH + i;
          return { key: `key-${n}`, title: `Titlu ${n}`, n };
        });
        const inserted = await Item.insertMany(docs, { lean: true });
        for (const doc of inserted) ids.push(doc._id as Types.ObjectId);
      })) * BULK_BATCH;
    const singleInsertsPerSec = await rate(SINGLE_INSERTS, (i) =>
      Item.create({ key: `extra-${i}`, title: 'Extra', n: -i }),
    );
    // Warm-up so JIT and connection pool settle before lookups are timed.
    await rate(500, () => Item.findById(ids[randomInt(ids.length)]).lean());
    let idLookupsPerSec = 0;
    let uniqueLookupsPerSec = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const byId = await rate(LOOKUPS, () => Item.findById(ids[randomInt(ids.length)]).lean());
      const byKey = await rate(LOOKUPS, () => Item.findOne({ key: `key-${randomInt(size)}` }).lean());
      idLookupsPerSec = Math.max(idLookupsPerSec, byId);
      uniqueLookupsPerSec = Math.max(uniqueLookupsPerSec, byKey);
    }
    return { size, bulkInsertsPerSec, singleInsertsPerSec, idLookupsPerSec, uniqueLookupsPerSec };
  } finally {
    await connection.close();
    await server.stop();
  }
}

function format(value: number): string {
  return Math.round(value).toLocaleString('en-US').padStart(10);
}

async function main(): Promise<void> {
  // A throw-away round first, so the 1k figures are not those of a cold JIT.
  await measure(SIZES[0]!);
  const results: Figures[] = [];
  for (const size of SIZES) results.push(await measure(size));
  console.log('documents | bulk inserts/s | single inserts/s | _id lookups/s | unique-key lookups/s');
  for (const r of results) {
    console.log(
      `${String(r.size).padStart(9)} | ${format(r.bulkInsertsPerSec)}     | ${format(r.singleInsertsPerSec)}       | ${format(r.idLookupsPerSec)}    | ${format(r.uniqueLookupsPerSec)}`,
    );
  }
  const [small, large] = results as [Figures, Figures];
  const idRatio = small.idLookupsPerSec / large.idLookupsPerSec;
  const keyRatio = small.uniqueLookupsPerSec / large.uniqueLookupsPerSec;
  console.log(
    `cost ratio 100k/1k: _id lookup ${idRatio.toFixed(2)}x, unique-key lookup ${keyRatio.toFixed(2)}x (target ≤ 2x)`,
  );
  if (idRatio > 2 || keyRatio > 2) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
