import { FrameLengthError, MessageFramer } from '../src/wire/MessageFramer';

/** A frame of `length` bytes: its length, then bytes that depend on the seed and the position. */
function frame(length: number, seed: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let i = 4; i < length; i++) bytes[i] = (i * 31 + seed) & 0xff;
  bytes.writeInt32LE(length, 0);
  return bytes;
}

function framesOf(stream: Buffer, chunkSize: number): Buffer[] {
  const messages: Buffer[] = [];
  const framer = new MessageFramer((message) => messages.push(message));
  for (let offset = 0; offset < stream.length; offset += chunkSize)
    framer.push(stream.subarray(offset, offset + chunkSize));
  return messages;
}

/** The stream one byte per chunk, through one reused buffer, as a socket's reads may hand it (and allocating 16M views is the slow part). */
function framesOfSingleBytes(stream: Buffer): Buffer[] {
  const messages: Buffer[] = [];
  const framer = new MessageFramer((message) => messages.push(Buffer.from(message)));
  const chunk = Buffer.alloc(1);
  for (const byte of stream) {
    chunk[0] = byte;
    framer.push(chunk);
  }
  return messages;
}

describe('MessageFramer', () => {
  const big = frame(16 * 1024 * 1024, 7);

  it('reads a 16 MB message split into 1-byte chunks', () => {
    const [message, ...others] = framesOfSingleBytes(big);
    expect(others).toHaveLength(0);
    expect(message?.equals(big)).toBe(true);
  });

  it('reads a 16 MB message split into 64 KB chunks', () => {
    const [message, ...others] = framesOf(big, 64 * 1024);
    expect(others).toHaveLength(0);
    expect(message?.equals(big)).toBe(true);
  });

  it('cuts several messages out of one chunk and across chunk edges, in order', () => {
    const frames = [frame(16, 1), frame(100, 2), frame(5000, 3), frame(17, 4), frame(70_000, 5)];
    const stream = Buffer.concat(frames);
    for (const chunkSize of [1, 3, 4, 5, 99, 4096, stream.length]) {
      const messages = framesOf(stream, chunkSize);
      expect(messages.map((message) => message.length)).toEqual(frames.map((each) => each.length));
      expect(messages.every((message, i) => message.equals(frames[i]!))).toBe(true);
    }
  });

  it('waits for the rest of a message without emitting it', () => {
    const messages: Buffer[] = [];
    const framer = new MessageFramer((message) => messages.push(message));
    const whole = frame(64, 9);
    framer.push(whole.subarray(0, 2));
    framer.push(whole.subarray(2, 63));
    expect(messages).toHaveLength(0);
    framer.push(whole.subarray(63));
    expect(messages).toHaveLength(1);
  });

  it.each([
    ['shorter than a header', 15],
    ['longer than mongod accepts', 48_000_001],
    ['negative', -1],
  ])('refuses a length %s', (_name, length) => {
    const framer = new MessageFramer(() => undefined);
    const header = Buffer.alloc(4);
    header.writeInt32LE(length, 0);
    expect(() => framer.push(header)).toThrow(FrameLengthError);
  });
});
