// The embedded engine's targets of issue #27, through the MongoDB driver, with the engine in a worker thread as
// the API runs it: findOne by _id (a random id of the whole collection each time) ≤ 0.3 ms round trip, and the
// same find sent as one OP_MSG without the driver (the engine's part of that round trip); an
// indexed equality + sort + skip(5000) + limit(10) ≤ 5 ms (random offsets around 5000, and deeper ones for
// comparison); a 16 MB insert ≤ 150 ms. ENGINE_BENCH_DOCS (default 100000) tab-like documents; the median and
// p99 of each are printed with the load average.
import { loadavg } from 'node:os';
import { localSocketPath, startEmbeddedMongoThread } from '@acorduri/embedded-mongo';
import mongoose from 'mongoose';
import { connectWireFinder } from './engineWire';
import { percentile } from './latency';

// The driver mongoose is built on (the API's own), used directly: no document casting in the figures.
const { MongoClient, ObjectId } = mongoose.mongo;

const DOCS = Number(process.env.ENGINE_BENCH_DOCS ?? 100_000);
const POINT_READS = 5_000;
const PAGE_READS = 500;
const BIG_INSERTS = 5;
/** Just under the 16 MiB BSON limit, with room for the rest of the document. */
const BIG_BODY_BYTES = 16 * 1024 * 1024 - 1024;

const randomInt = (below: number) => Math.floor(Math.random() * below);

async function timed(count: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Microseconds of CPU (every thread of the process: the caller's and the engine's) per call since `since`. */
function cpuPerCall(since: NodeJS.CpuUsage, calls: number): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / calls;
}

const figure = (label: string, times: number[], target?: number) =>
  `| ${label} | ${percentile(times, 50).toFixed(3)} ms | ${percentile(times, 99).toFixed(3)} ms | ${
    target === undefined ? '–' : `≤ ${target} ms`
  } |`;

async function main(): Promise<void> {
  // As the API reaches it (api/src/db/resolveDatabase.ts): a thread of its own, over a Unix domain socket.
  const socketPath = localSocketPath();
  const engine = await startEmbeddedMongoThread({ socketPath });
  const client = await MongoClient.connect(engine.socketUri ?? engine.uri);
  try {
    const tabs = client.db('bench').collection('tabs');
    await tabs.createIndexes([
      { key: { isPublic: 1, createdAt: 1, _id: 1 } },
      { key: { createdAt: 1, _id: 1 } },
      { key: { isPublic: 1, favouriteCount: 1, _id: 1 } },
    ]);
    const ids: InstanceType<typeof ObjectId>[] = [];
    const started = performance.now();
    for (let batch = 0; batch < DOCS; batch += 1000) {
      const docs = Array.from({ length: Math.min(1000, DOCS - batch) }, (_, i) => {
        const _id = new ObjectId();
        ids.push(_id);
        return {
          _id,
          title: `Cântecul ${batch + i}`,
          isPublic: (batch + i) % 25 !== 0,
          createdAt: new Date(1_500_000_000_000 + randomInt(300_000_000_000)),
          favouriteCount: randomInt(200),
          body: 'G D Em C\nO strofă cu acorduri\n'.repeat(20),
        };
      });
      await tabs.insertMany(docs);
    }
    process.stdout.write(
      `inserted ${DOCS} documents in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    // Warm-up: JIT and the connection pool.
    await timed(500, () => tabs.findOne({ _id: ids[randomInt(ids.length)] }));
    const findOne = () => tabs.findOne({ _id: ids[randomInt(ids.length)] });
    const pointCpu = process.cpuUsage();
    const pointReads = await timed(POINT_READS, findOne);
    const pointCpuUs = cpuPerCall(pointCpu, POINT_READS);
    // The engine's part of it: the same command without the driver (socket read, command, reply, socket write).
    const wire = await connectWireFinder({ ...engine, socketPath });
    const wireFind = () => wire.findById('tabs', 'bench', ids[randomInt(ids.length)]);
    await timed(500, wireFind);
    const wireCpu = process.cpuUsage();
    const wireReads = await timed(POINT_READS, wireFind);
    const wireCpuUs = cpuPerCall(wireCpu, POINT_READS);
    wire.close();
    const page = (around: number) => () =>
      tabs
        .find({ isPublic: true })
        .sort({ createdAt: 1, _id: 1 })
        .skip(around + randomInt(100))
        .limit(10)
        .toArray();
    const pages5000 = await timed(PAGE_READS, page(5000));
    const pagesDeep = await timed(100, page(Math.floor(DOCS / 2)));
    const body = 'x'.repeat(BIG_BODY_BYTES);
    const bigInserts = await timed(BIG_INSERTS, () => tabs.insertOne({ _id: new ObjectId(), body }));
    const lines = [
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${DOCS} documents, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}:`,
      '',
      '| call (through the driver) | median | p99 | target |',
      '| --- | --- | --- | --- |',
      figure('findOne by _id (random)', pointReads, 0.3),
      figure('… the same find as one OP_MSG, no driver (the engine and its socket)', wireReads),
      figure('isPublic + sort createdAt,_id + skip(5000…5099) + limit(10)', pages5000, 5),
      figure(`… skip(${Math.floor(DOCS / 2)}…) + limit(10)`, pagesDeep),
      figure('insert of a 16 MB document', bigInserts, 150),
      '',
      `CPU per call, both threads: findOne ${pointCpuUs.toFixed(0)} µs, the OP_MSG without the driver ${wireCpuUs.toFixed(0)} µs.`,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    await client.close();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
