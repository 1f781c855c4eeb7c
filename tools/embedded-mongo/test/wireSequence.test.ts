import { Double, Long, serialize } from 'bson';
import { measuredWithinLimit } from '../src/engine/documentSize';
import { OP_MSG, parseMessage, parseMessageLazily } from '../src/wire/protocol';
import { openTarget, type TestTarget } from './support/target';

/** An OP_MSG of a command body and one document sequence (kind 1 section) named `identifier`. */
function withSequence(body: object, identifier: string, docs: object[]): Buffer {
  const sequence = Buffer.concat([
    Buffer.from(`${identifier}\0`),
    ...docs.map((doc) => Buffer.from(serialize(doc))),
  ]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(4 + sequence.length);
  const sections = Buffer.concat([Buffer.from([0]), serialize(body), Buffer.from([1]), size, sequence]);
  const header = Buffer.alloc(20);
  header.writeInt32LE(20 + sections.length, 0);
  header.writeInt32LE(7, 4);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, sections]);
}

const docs = Array.from({ length: 6 }, (_, n) => ({
  _id: n,
  grams: ['abc', 'bcd', `n${n}`],
  ...(n === 4 ? { big: Long.fromNumber(2 ** 40), whole: new Double(3) } : {}),
}));

describe('an insert sent as a document sequence', () => {
  const message = withSequence({ insert: 'tabs', $db: 'app' }, 'documents', docs);

  it('is parsed without its documents, which are decoded a slice at a time as the whole command would be', () => {
    const lazy = parseMessageLazily(message);
    expect(lazy.command).toEqual({ insert: 'tabs', $db: 'app' });
    expect(lazy.sequence?.identifier).toBe('documents');
    expect(lazy.sequence?.length).toBe(6);
    const whole = parseMessage(message).command.documents as unknown[];
    const slices = [lazy.sequence!.slice(0, 2), lazy.sequence!.slice(2, 5), lazy.sequence!.slice(5, 6)];
    expect(slices.flat()).toEqual(whole);
    // Typed numbers are kept where stored, as in the whole command: slice [2, 5) holds document 4.
    expect(slices[1]![2]).toEqual(whole[4]);
    expect((whole[4] as { whole: unknown }).whole).toBeInstanceOf(Double);
    // The wire measured every document, so an insert does not measure them again.
    expect(slices.every(measuredWithinLimit)).toBe(true);
  });

  it('refuses a sequence whose document lengths run past its section', () => {
    const broken = Buffer.from(message);
    const firstDocument = broken.indexOf(Buffer.from('documents\0')) + 'documents\0'.length;
    broken.writeInt32LE(1 << 20, firstDocument);
    expect(() => parseMessageLazily(broken)).toThrow(/document sequence/);
  });
});

describe('a large insert batch through the driver', () => {
  let target: TestTarget;
  beforeAll(async () => {
    target = await openTarget('wireSequence');
  });
  afterAll(() => target.close());

  it('stores every document, typed numbers kept, across the slices it runs in', async () => {
    const collection = target.client.db(target.dbName).collection<{ _id: number }>('batch');
    const many = Array.from({ length: 5_000 }, (_, n) => ({
      _id: n,
      text: `rând ${n} `.repeat(20),
      ...(n % 1_000 === 999 ? { whole: new Double(n) } : {}),
    }));
    expect((await collection.insertMany(many)).insertedCount).toBe(5_000);
    expect(await collection.countDocuments()).toBe(5_000);
    expect(await collection.countDocuments({ whole: { $type: 'double' } })).toBe(5);
    expect(await collection.findOne({ _id: 4_321 })).toEqual(many[4_321]);
  });
});
