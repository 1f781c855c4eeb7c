// Requests handed to an app's handler in this process, on a socket that drops what it is written: what the
// framework and the handler cost per request without the kernel's TCP work, which is the same for every stack.
import { IncomingMessage, type RequestListener, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';

class DroppingSocket extends Duplex {
  readonly remoteAddress = '127.0.0.1';
  readonly remotePort = 40_000;
  readonly remoteFamily = 'IPv4';
  readonly encrypted = false;
  override _read(): void {}
  override _write(_chunk: unknown, _encoding: BufferEncoding, done: () => void): void {
    done();
  }
  override _writev(_chunks: unknown, done: () => void): void {
    done();
  }
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
}

/** Answers one GET of `url` through `app` and resolves with its status once the answer is finished. */
export function inProcessGet(
  app: RequestListener,
  url: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<number> {
  const socket = new DroppingSocket();
  const req = new IncomingMessage(socket as never);
  req.method = 'GET';
  req.url = url;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const all = { host: '127.0.0.1', connection: 'keep-alive', ...headers };
  req.headers = Object.fromEntries(Object.entries(all).map(([name, value]) => [name.toLowerCase(), value]));
  req.rawHeaders = Object.entries(all).flat();
  req.complete = true;
  req.push(null);
  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  return new Promise((resolve, reject) => {
    res.once('finish', () => {
      res.detachSocket(socket as never);
      resolve(res.statusCode);
    });
    res.once('error', reject);
    app(req, res);
  });
}

/** CPU time (µs of this process, all threads) per request of `count` sequential GETs of `url`. */
export async function cpuPerInProcessGet(
  app: RequestListener,
  url: string | (() => string),
  count: number,
  headers?: Readonly<Record<string, string>>,
): Promise<number> {
  const next = typeof url === 'string' ? () => url : url;
  const started = process.cpuUsage();
  for (let i = 0; i < count; i++) await inProcessGet(app, next(), headers);
  const { user, system } = process.cpuUsage(started);
  return (user + system) / count;
}
