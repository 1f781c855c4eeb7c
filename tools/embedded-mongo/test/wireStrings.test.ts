import { serialize } from 'bson';
import { OP_MSG, parseMessage } from '../src/wire/protocol';

/** An OP_MSG whose one section is `body` (a command body holds `$db`, so the BSON library decodes it). */
function opMsg(body: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.writeInt32LE(20 + 1 + body.length, 0);
  header.writeInt32LE(7, 4);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, Buffer.from([0]), body]);
}

/** The body of an insert whose document's `text` is `text`, its first bytes then replaced by `bytes`. */
function insertBody(text: string, bytes?: number[]): Buffer {
  const body = Buffer.from(serialize({ insert: 'tabs', $db: 'app', documents: [{ _id: 1, text }] }));
  if (bytes) body.set(bytes, body.indexOf(Buffer.from(text)));
  return body;
}

describe('strings of a wire command', () => {
  it('are decoded as written, a U+FFFD character included', () => {
    for (const text of ['Am F C G\nȘi-a plecat', 'semn \uFFFD scris', 'x'.repeat(1 << 20)]) {
      const { command } = parseMessage(opMsg(insertBody(text)));
      expect(command.documents).toEqual([{ _id: 1, text }]);
    }
  });

  it('that are not UTF-8 are refused, as the BSON library refuses them', () => {
    // 0xC3 0x28: a two-byte sequence whose second byte is not a continuation byte.
    expect(() => parseMessage(opMsg(insertBody('ab', [0xc3, 0x28])))).toThrow(/UTF-8/);
  });
});
