import net from 'node:net';
import type { ServerState } from '../commands/context';
import { runCommand } from '../commands/runCommand';
import type { Engine } from '../engine/Engine';
import { ErrorCodes, MongoCommandError } from '../errors';
import { MessageFramer } from '../wire/MessageFramer';
import { encodeOpMsgReply, encodeOpReply, MORE_TO_COME, OP_QUERY, parseMessage } from '../wire/protocol';

/** Accepts driver connections and answers each framed request in order. */
export class WireServer {
  private readonly server: net.Server;
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

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const framer = new MessageFramer((message) => {
      const reply = this.handle(message, connectionId);
      if (reply) socket.write(reply);
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

  private handle(message: Buffer, connectionId: number): Buffer | undefined {
    const request = parseMessage(message);
    // OP_QUERY (legacy handshake) names its database in the collection name instead of `$db`.
    const dbName = request.collectionName?.split('.')[0];
    let reply: Record<string, unknown>;
    try {
      reply = runCommand({
        engine: this.engine,
        server: this.state,
        command: request.command,
        connectionId,
        dbName,
      });
    } catch (error) {
      reply = { ok: 0, ...new MongoCommandError(ErrorCodes.InternalError, String(error)).toFields() };
    }
    const responseId = this.nextResponseId++;
    if (request.opCode === OP_QUERY) return encodeOpReply(reply, responseId, request.requestId);
    if (request.flags & MORE_TO_COME) return undefined;
    return encodeOpMsgReply(reply, responseId, request.requestId);
  }
}
