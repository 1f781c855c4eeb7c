/** mongod's maxMessageSizeBytes: a frame announcing more is refused before anything is buffered. */
export const MAX_MESSAGE_BYTES = 48_000_000;
const LENGTH_BYTES = 4;
const MIN_MESSAGE_BYTES = 16;

/** Thrown for a frame whose announced length no wire message can have; the stream is then unsynchronised. */
export class FrameLengthError extends Error {
  constructor(readonly length: number) {
    super(`invalid wire message length ${length}`);
  }
}

/**
 * Cuts a TCP byte stream into wire messages in linear time. A message wholly inside one chunk is a view of it
 * (no copy); a message split over chunks is copied once, chunk by chunk, into a buffer of its announced length
 * (joining each chunk onto the pending bytes made reading a 16 MB insert quadratic in its size).
 */
export class MessageFramer {
  private readonly lengthBytes = Buffer.alloc(LENGTH_BYTES);
  private lengthFilled = 0;
  private partial: Buffer | undefined;
  private partialFilled = 0;

  constructor(private readonly onMessage: (message: Buffer) => void) {}

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.partial) {
        offset = this.fillPartial(chunk, offset);
        continue;
      }
      if (this.lengthFilled === 0 && chunk.length - offset >= LENGTH_BYTES) {
        const length = checkedLength(chunk.readInt32LE(offset));
        if (chunk.length - offset >= length) {
          this.onMessage(chunk.subarray(offset, offset + length));
          offset += length;
          continue;
        }
        this.startPartial(length);
        continue;
      }
      // The length itself is split over chunks: gather its four bytes first.
      const taken = Math.min(LENGTH_BYTES - this.lengthFilled, chunk.length - offset);
      chunk.copy(this.lengthBytes, this.lengthFilled, offset, offset + taken);
      this.lengthFilled += taken;
      offset += taken;
      if (this.lengthFilled === LENGTH_BYTES) {
        this.startPartial(checkedLength(this.lengthBytes.readInt32LE(0)));
        this.lengthBytes.copy(this.partial!, 0);
        this.partialFilled = LENGTH_BYTES;
        this.lengthFilled = 0;
      }
    }
  }

  private startPartial(length: number): void {
    this.partial = Buffer.allocUnsafe(length);
    this.partialFilled = 0;
  }

  /** Copies what the chunk holds of the message in progress; emits it when complete. Answers the new offset. */
  private fillPartial(chunk: Buffer, offset: number): number {
    const partial = this.partial!;
    const taken = Math.min(partial.length - this.partialFilled, chunk.length - offset);
    copyBytes(chunk, offset, taken, partial, this.partialFilled);
    this.partialFilled += taken;
    if (this.partialFilled === partial.length) {
      this.partial = undefined;
      this.onMessage(partial);
    }
    return offset + taken;
  }
}

/** Buffer#copy crosses into C++ per call: a few bytes (a stream read in tiny chunks) are copied in JS. */
const NATIVE_COPY_FROM = 64;

function copyBytes(source: Buffer, from: number, count: number, target: Buffer, at: number): void {
  if (count >= NATIVE_COPY_FROM) {
    source.copy(target, at, from, from + count);
    return;
  }
  for (let i = 0; i < count; i++) target[at + i] = source[from + i]!;
}

function checkedLength(length: number): number {
  if (length < MIN_MESSAGE_BYTES || length > MAX_MESSAGE_BYTES) throw new FrameLengthError(length);
  return length;
}
