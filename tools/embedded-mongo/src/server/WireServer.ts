import net from 'node:net';
import type { ServerState } from '../commands/context';
import { runCommand } from '../commands/runCommand';
import type { Doc } from '../engine/documents';
import type { Engine } from '../engine/Engine';
import { ErrorCodes, MongoCommandError } from '../errors';
import { MessageFramer } from '../wire/MessageFramer';
import {
  encodeOpMsgReply,
  encodeOpReply,
  MORE_TO_COME,
  OP_QUERY,
  parseMessageLazily,
  type WireRequest,
  withSequenceDecoded,
} from '../wire/protocol';
import { runSlicedWrite, sliceableWrite } from './slicedWrites';

/** Accepts driver connections and answers each framed request in order. */
export class WireServer {
  private readonly server: net.Server;
  /** The Unix domain socket server, when one is asked for (`listenOnPath`). */
  private local: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  private nextResponseId = 1;

  constructor(
    private readonly engine: Engine,
    private readonly state: ServerState,
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /**
   * Also accepts connections on a Unix domain socket, as mongod does on /tmp/mongodb-<port>.sock: a client on the
   * same machine skips the TCP/IP stack, whose loopback processing the writing side pays on every message.
   */
  listenOnPath(socketPath: string): Promise<void> {
    const local = net.createServer((socket) => this.accept(socket));
    this.local = local;
    return new Promise((resolve, reject) => {
      local.once('error', reject);
      local.listen(socketPath, () => {
        local.off('error', reject);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const closed = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all([closed(this.server), ...(this.local ? [closed(this.local)] : [])]);
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    if (socket.remoteAddress) socket.setNoDelay(true);
    // A connection's requests are answered in order: while one runs in slices, the next ones wait in `queue`.
    let queue: Buffer[] | undefined;
    const answer = (message: Buffer): Promise<void> | undefined => {
      const reply = this.handle(message, connectionId);
      if (!(reply instanceof Promise)) {
        if (reply) socket.write(reply);
        return undefined;
      }
      return reply.then((sent) => {
        if (sent && !socket.destroyed) socket.write(sent);
      });
    };
    const drain = async (running: Promise<void>) => {
      await running;
      for (let next = queue?.shift(); next; next = queue?.shift()) await answer(next);
      queue = undefined;
    };
    const framer = new MessageFramer((message) => {
      if (queue) {
        queue.push(message);
        return;
      }
      const running = answer(message);
      if (!running) return;
      queue = [];
      drain(running).catch(() => socket.destroy());
    });
    socket.on('data', (chunk: Buffer) => {
      try {
        framer.push(chunk);
      } catch {
        // A bad length or an undecodable frame leaves the stream unsynchronised: drop the connection, as mongod does.
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  /** The encoded reply to a request; a promise of it for a write batch run in slices (see slicedWrites.ts). */
  private handle(message: Buffer, connectionId: number): Buffer | undefined | Promise<Buffer | undefined> {
    const lazy = parseMessageLazily(message);
    const write = sliceableWrite(lazy.command, lazy.sequence);
    // A write batch sent as a document sequence is decoded a slice at a time, as its slices run.
    const request = write && write.statements === lazy.sequence ? lazy : withSequenceDecoded(lazy);
    // OP_QUERY (legacy handshake) names its database in the collection name instead of `$db`.
    const dbName = request.collectionName?.split('.')[0];
    const run = (command: Doc): Doc | Promise<Doc> => {
      try {
        return runCommand({ engine: this.engine, server: this.state, command, connectionId, dbName });
      } catch (error) {
        return { ok: 0, ...new MongoCommandError(ErrorCodes.InternalError, String(error)).toFields() };
      }
    };
    const reply = write ? runSlicedWrite(request.command, write, run) : run(request.command);
    return reply instanceof Promise
      ? reply.then((done) => this.encode(request, done))
      : this.encode(request, reply);
  }

  private encode(request: WireRequest, reply: Doc): Buffer | undefined {
    const responseId = this.nextResponseId++;
    if (request.opCode === OP_QUERY) return encodeOpReply(reply, responseId, request.requestId);
    if (request.flags & MORE_TO_COME) return undefined;
    return encodeOpMsgReply(reply, responseId, request.requestId);
  }
}
