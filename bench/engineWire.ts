// A find by _id sent to the engine as one hand-built OP_MSG on a socket of its own, without the driver: the engine's
// part of a findOne's round trip (its socket read, command, reply and write) apart from the driver's.
import net from 'node:net';
import mongoose from 'mongoose';

const { BSON } = mongoose.mongo;
const OP_MSG = 2013;
const HEADER_BYTES = 16;
/** OP_MSG flag bits (4 bytes) and the body section's kind byte. */
const BODY_OFFSET = HEADER_BYTES + 5;

export interface WireFinder {
  /** One round trip: the request written, the whole reply read. */
  findById(collection: string, db: string, id: unknown): Promise<void>;
  close(): void;
}

/** Connects to the engine's Unix domain socket (its `socketPath`) or, without one, its TCP address. */
export async function connectWireFinder(target: {
  readonly socketPath?: string;
  readonly port: number;
  readonly host: string;
}): Promise<WireFinder> {
  const socket = target.socketPath
    ? net.connect(target.socketPath)
    : net.connect(target.port, target.host).setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // As the driver sends it: the session's id and the database name ride along.
  const lsid = { id: new BSON.Binary(Buffer.alloc(16, 7), BSON.Binary.SUBTYPE_UUID) };
  let received: Buffer = Buffer.alloc(0);
  let answered: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    if (received.length >= 4 && received.length >= received.readInt32LE(0)) {
      received = Buffer.alloc(0);
      answered?.();
    }
  });
  let requestId = 0;
  return {
    findById(collection, db, id) {
      const body = BSON.serialize({
        find: collection,
        filter: { _id: id },
        limit: 1,
        singleBatch: true,
        lsid,
        $db: db,
      });
      const message = Buffer.alloc(BODY_OFFSET + body.length);
      message.writeInt32LE(message.length, 0);
      requestId += 1;
      message.writeInt32LE(requestId, 4);
      message.writeInt32LE(OP_MSG, 12);
      message.set(body, BODY_OFFSET);
      return new Promise<void>((resolve) => {
        answered = resolve;
        socket.write(message);
      });
    },
    close: () => socket.destroy(),
  };
}
