import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Application, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { readCookie, SESSION_COOKIE } from '../auth/requestCookie';
import { onContentChanged, siteVersion } from '../seo/siteVersion';

/** Headers that describe the answer itself; never the request's own (X-Request-Id, rate-limit budget, cookies). */
const ANSWER_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'] as const;
// One store for all the public reads of an app (it was 16 MB for each of six routers).
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Paid once per kept answer, on the event loop: on a 120 KB list of 500 tabs, quality 5 takes 1.4 ms for 3.2 KB
 * (compression()'s per-answer 4: 1.2 ms, 4.0 KB), where 9 takes 12 ms for 3.4 KB and 11 a quarter of a second.
 */
const BROTLI_QUALITY = 5;

interface StoredAnswer {
  /** The content stamp the answer was read under: an answer of an older content is never served. */
  readonly version: number;
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

type Encoding = 'br' | 'gzip';

/** Accept-Encoding values seen, negotiated once each: clients send a handful of distinct ones. */
const acceptedByHeader = new Map<string, readonly Encoding[]>();
const MAX_KNOWN_HEADERS = 256;

/** The encodings a client accepts: they make different answers of one URL (a cache file sends its stored gzip). */
function accepted(req: Request): readonly Encoding[] {
  const header = req.headers['accept-encoding'] ?? '';
  let encodings = acceptedByHeader.get(header);
  if (!encodings) {
    encodings = (['br', 'gzip'] as const).filter((encoding) => req.acceptsEncodings(encoding) === encoding);
    if (acceptedByHeader.size >= MAX_KNOWN_HEADERS) acceptedByHeader.clear();
    acceptedByHeader.set(header, encodings);
  }
  return encodings;
}

const answerKey = (req: Request) => `${accepted(req).join('+') || 'identity'} ${req.originalUrl}`;

/** What compression() would compress: text of 1 KB or more not already encoded by its handler. */
const COMPRESSIBLE_TYPE = /json|text|javascript|xml/i;
const COMPRESSION_THRESHOLD = 1024;

/**
 * The body as the client will receive it, compressed once when kept rather than by compression() on every
 * answer: brotli when accepted (as compression() prefers), else gzip.
 */
function encodedOnce(req: Request, res: Response, body: Buffer): Buffer {
  const type = res.get('Content-Type') ?? '';
  if (res.get('Content-Encoding') || body.length < COMPRESSION_THRESHOLD || !COMPRESSIBLE_TYPE.test(type))
    return body;
  // Kept answers are sent before compression() (app.ts): they say themselves that they depend on the encoding.
  res.vary('Accept-Encoding');
  const [encoding] = accepted(req);
  if (!encoding) return body;
  res.set('Content-Encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body);
}

function replay(res: Response, send: Response['send'], answer: StoredAnswer): Response {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  // With its ETag set, Express neither hashes the body again nor loses a conditional request's 304.
  return send.call(res, answer.body);
}

function storedAnswer(req: Request, res: Response, body: string | Buffer, version: number): StoredAnswer {
  // What Express's send would set: the charset of a text body, the application's ETag (of the bytes sent).
  res.set('Content-Type', res.get('Content-Type') ?? (typeof body === 'string' ? 'html' : 'bin'));
  const buffer = encodedOnce(req, res, typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
  if (!res.get('ETag')) {
    const etag = (req.app.get('etag fn') as ((body: Buffer) => string) | undefined)?.(buffer);
    if (etag) res.set('ETag', etag);
  }
  const headers: Record<string, string> = {};
  for (const name of ANSWER_HEADERS) {
    const value = res.get(name);
    if (value) headers[name] = value;
  }
  return { version, body: buffer, headers };
}

type AnswerStore = LRUCache<string, StoredAnswer>;

/** One store per app (tests build several apps in one process), shared by its routes and `keptAnswers`. */
const stores = new WeakMap<Application, AnswerStore>();

function storeOf(app: Application): AnswerStore {
  let answers = stores.get(app);
  if (!answers) {
    const store: AnswerStore = new LRUCache({
      maxSize: DEFAULT_MAX_BYTES,
      sizeCalculation: (answer, key) => answer.body.length + key.length,
    });
    onContentChanged(() => store.clear());
    stores.set(app, store);
    answers = store;
  }
  return answers;
}

/** The kept answer of this request, if one was stored under the current content stamp. */
function keptAnswerOf(req: Request): StoredAnswer | undefined {
  const stored = storeOf(req.app).get(answerKey(req));
  return stored?.version === siteVersion() ? stored : undefined;
}

/**
 * Keeps the serialised 200 answers of public reads in memory, keyed by URL (and accepted encoding), and serves
 * them again until the content changes: every successful write on any instance calls `contentChanged`, which
 * empties it (the same stamp as the rendered pages). Only for answers that are the same whoever asks: never
 * put it on a route whose answer depends on the signed-in user. Place it before the search budgets (they
 * protect the search work, which a kept answer does not do again) and before validation (only a 200 is kept).
 */
export function sharedReadCache(): RequestHandler {
  return (req, res, next) => {
    // Read before the handler runs: an answer built across a write is stored under the older stamp, unused.
    const version = siteVersion();
    const send = res.send;
    const stored = keptAnswerOf(req);
    if (stored) {
      replay(res, send, stored);
      return;
    }
    // res.json and an object sent come back here as text; the replay below calls Express's own send.
    res.send = (body) => {
      const cacheable = typeof body === 'string' || Buffer.isBuffer(body);
      if (!cacheable || res.statusCode !== 200 || siteVersion() !== version) return send.call(res, body);
      const answer = storedAnswer(req, res, body, version);
      storeOf(req.app).set(answerKey(req), answer);
      return replay(res, send, answer);
    };
    next();
  };
}

/**
 * Placed in app.ts right after the security headers, before compression() (kept answers are compressed when
 * stored): an anonymous GET or HEAD whose answer a `sharedReadCache` route kept is sent from here, without the
 * body parser, the session and limiter attachments and the walk through every API router, which cost about as
 * much as the answer itself. A request carrying a session cookie goes the whole way (its session is read and
 * renewed as on any call).
 */
export const keptAnswers: RequestHandler = (req, res, next) => {
  const anonymousRead = (req.method === 'GET' || req.method === 'HEAD') && !readCookie(req, SESSION_COOKIE);
  const stored = anonymousRead ? keptAnswerOf(req) : undefined;
  if (stored) replay(res, res.send, stored);
  else next();
};
