import { type EmbeddedMongo, startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose, { type Connection, Schema } from 'mongoose';
import { leanFind } from '../src/db/leanFind';

interface Sample {
  _id: mongoose.Types.ObjectId;
  group: string;
  rank: number;
  label: string;
  filler?: string;
}

const sampleSchema = new Schema<Sample>({ group: String, rank: Number, label: String, filler: String });
sampleSchema.index({ group: 1, rank: 1, _id: 1 });

let embedded: EmbeddedMongo | undefined;
let connection: Connection;
const dbName = `acorduri_lean_find_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  // A fresh database on MONGODB_URI when one is set, so this also runs against a real MongoDB.
  const external = process.env.MONGODB_URI;
  embedded = external ? undefined : await startEmbeddedMongo();
  const baseUri = external ?? embedded?.uri ?? '';
  connection = await mongoose
    .createConnection(baseUri.replace(/\/?(\?|$)/, `/${dbName}$1`), { monitorCommands: true })
    .asPromise();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
  await embedded?.stop();
});

describe('leanFind (the find command without mongoose query or driver cursor)', () => {
  it('answers what mongoose’s lean find answers, in the same order, for filters, sorts, skips and limits', async () => {
    const Samples = connection.model<Sample>('LeanFindSample', sampleSchema);
    await Samples.init();
    await Samples.insertMany(
      Array.from({ length: 60 }, (_, index) => ({
        group: ['a', 'b', 'c'][index % 3],
        rank: (index * 7) % 11,
        label: `eticheta ${index}`,
      })),
    );
    const cases: {
      filter: Record<string, unknown>;
      sort: Record<string, 1 | -1>;
      skip: number;
      limit: number;
    }[] = [
      { filter: { group: 'a' }, sort: { rank: 1, _id: 1 }, skip: 0, limit: 5 },
      { filter: { group: 'b' }, sort: { rank: -1, _id: -1 }, skip: 7, limit: 4 },
      { filter: { rank: { $gte: 5 } }, sort: { label: 1, _id: 1 }, skip: 3, limit: 500 },
      { filter: { group: { $in: ['a', 'c'] } }, sort: { _id: -1 }, skip: 100, limit: 3 },
    ];
    for (const { filter, sort, skip, limit } of cases) {
      const projection = { label: 1, rank: 1 } as const;
      const expected = await Samples.find(filter, projection).sort(sort).skip(skip).limit(limit).lean();
      const answered = await leanFind<Sample>(Samples, filter, { projection, sort, skip, limit });
      expect(answered).toEqual(expected);
    }
  });

  it('reads an answer larger than one batch whole, through getMore', async () => {
    const Large = connection.model<Sample>('LeanFindLarge', sampleSchema);
    const filler = 'x'.repeat(4_500_000);
    await Large.insertMany(
      Array.from({ length: 5 }, (_, rank) => ({ group: 'mare', rank, label: `mare ${rank}`, filler })),
    );
    const commands: string[] = [];
    connection.getClient().on('commandStarted', (event) => commands.push(event.commandName));
    const all = await leanFind<Sample>(Large, { group: 'mare' }, { sort: { rank: 1 }, limit: 5 });
    // The batches' size is the server's (16 MB on mongod, 2 MiB on the embedded engine): one find, then getMores.
    expect(commands[0]).toBe('find');
    expect(commands.length).toBeGreaterThan(1);
    expect(commands.slice(1).every((name) => name === 'getMore')).toBe(true);
    expect(all.map((sample) => sample.rank)).toEqual([0, 1, 2, 3, 4]);
    expect(all.every((sample) => sample.filler === filler)).toBe(true);
    const four = await leanFind<Sample>(
      Large,
      { group: 'mare' },
      { sort: { rank: -1 }, projection: { rank: 1, filler: 1 }, limit: 4 },
    );
    expect(four.map((sample) => sample.rank)).toEqual([4, 3, 2, 1]);
  });

  it('tells mongoose’s debug hook of each find, as mongoose does of its own', async () => {
    const Samples = connection.model<Sample>('LeanFindSample');
    const calls: unknown[][] = [];
    mongoose.set('debug', (...args: unknown[]) => {
      calls.push(args);
    });
    try {
      await leanFind(Samples, { group: 'c' }, { limit: 2, skip: 1 });
    } finally {
      mongoose.set('debug', false);
    }
    expect(calls).toEqual([
      [
        Samples.collection.collectionName,
        'find',
        { group: 'c' },
        expect.objectContaining({ limit: 2, skip: 1 }),
      ],
    ]);
  });

  it('refuses a limit below 1 (the command would read without bound)', async () => {
    const Samples = connection.model<Sample>('LeanFindSample');
    await expect(leanFind(Samples, {}, { limit: 0 })).rejects.toThrow(RangeError);
  });
});
