import { isDeepStrictEqual } from 'node:util';
import { Binary, Decimal128, Double, Int32, Long, ObjectId, serialize, Timestamp } from 'bson';
import { DESERIALIZE_OPTIONS } from '../src/engine/documents';
import { decodeDocument, plainExceptStoredValues } from '../src/engine/numberTypes';
import { JournalDecoder } from '../src/storage/journalDecoder';
import { OP_MSG, parseMessage } from '../src/wire/protocol';

/** What the engine decoded a journal entry to before the journal had a decoder of its own. */
function libraryDecode(bytes: Buffer) {
  return decodeDocument(bytes, DESERIALIZE_OPTIONS).doc;
}

const entries: Record<string, unknown>[] = [
  {
    op: 'insert',
    coll: 'tabs',
    doc: {
      _id: new ObjectId(),
      title: 'Spre clipă',
      body: 'Intro: D F#m G A\n\nPeste fereastră ard, cu cărare privesc\n'.repeat(20),
      tagIds: [new ObjectId(), new ObjectId()],
      searchGrams: ['spr', 'pre', 're ', 'spr'],
      isPublic: true,
      draft: null,
      rating: 2.5,
      ratingCount: 7,
      negative: -3,
      big: 2 ** 40 + 0.5,
      minusZero: -0,
      createdAt: new Date('2021-06-30T16:40:49.468Z'),
      beforeEpoch: new Date('1901-01-01T00:00:00.000Z'),
      nested: { deeper: { words: ['ă', 'ș', 'ț', ''], empty: {} }, list: [[1, 2], [{ a: 'b' }]] },
    },
  },
  { op: 'delete', coll: 'tabs', id: new ObjectId() },
  {
    op: 'insert',
    coll: 'numbers',
    doc: { _id: 1, whole: new Double(3), long: Long.fromNumber(5), n: new Int32(4) },
  },
  {
    op: 'insert',
    coll: 'odd',
    doc: { _id: 2, data: new Binary(Buffer.from([1, 2, 3])), d: Decimal128.fromString('1.5') },
  },
  { op: 'insert', coll: 'odd', doc: { _id: 3, ts: new Timestamp({ t: 1, i: 2 }), re: /a+/i, u: undefined } },
  { op: 'insert', coll: 'odd', doc: { _id: 4, ref: { $ref: 'tabs', $id: new ObjectId() } } },
  { op: 'insert', coll: 'odd', doc: JSON.parse('{"_id": 5, "__proto__": {"polluted": true}}') },
  { op: 'insert', coll: 'odd', doc: { _id: 6, replacement: '\uFFFD inside' } },
];

describe('journal decoder', () => {
  it('gives the documents the BSON library gives, whatever types they hold', () => {
    const decoder = new JournalDecoder();
    for (const entry of entries) {
      const bytes = Buffer.from(serialize(entry));
      const decoded = decoder.decode(bytes, 0, bytes.length);
      expect(isDeepStrictEqual(decoded, libraryDecode(bytes))).toBe(true);
    }
  });

  it('decodes entries in place inside a larger buffer, sharing short strings between them', () => {
    const first = Buffer.from(
      serialize({ op: 'insert', coll: 'c', doc: { _id: 1, words: ['vioară', 'dor'] } }),
    );
    const second = Buffer.from(
      serialize({ op: 'insert', coll: 'c', doc: { _id: 2, words: ['dor', 'vioară'] } }),
    );
    const journal = Buffer.concat([first, second]);
    const decoder = new JournalDecoder();
    const a = decoder.decode(journal, 0, first.length);
    const b = decoder.decode(journal, first.length, journal.length);
    expect(a).toEqual({ op: 'insert', coll: 'c', doc: { _id: 1, words: ['vioară', 'dor'] } });
    expect(b).toEqual({ op: 'insert', coll: 'c', doc: { _id: 2, words: ['dor', 'vioară'] } });
  });

  it('leaves a torn entry to the BSON library, which refuses it', () => {
    const bytes = Buffer.from(serialize({ op: 'insert', coll: 'c', doc: { _id: 1, name: 'x' } }));
    expect(() => new JournalDecoder().decode(bytes.subarray(0, bytes.length - 3), 0, bytes.length)).toThrow();
  });

  it("decodes a wire insert's documents as the BSON library does, typed numbers included", () => {
    const docs = entries.flatMap((entry) => (entry.doc ? [entry.doc as Record<string, unknown>] : []));
    const body = Buffer.from(serialize({ insert: 'tabs', $db: 'app' }));
    const sequence = Buffer.concat([
      Buffer.from('documents\0'),
      ...docs.map((doc) => Buffer.from(serialize(doc))),
    ]);
    const sectionSize = Buffer.alloc(4);
    sectionSize.writeInt32LE(4 + sequence.length);
    const sections = Buffer.concat([Buffer.from([0]), body, Buffer.from([1]), sectionSize, sequence]);
    const header = Buffer.alloc(20);
    header.writeInt32LE(20 + sections.length, 0);
    header.writeInt32LE(7, 4);
    header.writeInt32LE(OP_MSG, 12);
    const { command } = parseMessage(Buffer.concat([header, sections]));

    const whole = decodeDocument(
      Buffer.from(serialize({ insert: 'tabs', $db: 'app', documents: docs })),
      DESERIALIZE_OPTIONS,
    );
    const expected = whole.typed ? plainExceptStoredValues(whole.doc) : whole.doc;
    expect(isDeepStrictEqual(command, expected)).toBe(true);
  });
});
