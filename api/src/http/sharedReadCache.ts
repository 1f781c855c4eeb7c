import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Application, Request, RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { LRUCache } from 'lru-cache';
import { readCookie, SESSION_COOKIE } from '../auth/requestCookie';
import {
  type AnswerFamily,
  type ContentStamp,
  contentStamp,
  freshnessOf,
  sameContent,
} from '../seo/siteVersion';

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
  /** What the content was when the answer was read: an answer of an older content is not served as fresh. */
  readonly stamp: ContentStamp;
  readonly family: AnswerFamily;
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

function storedAnswer(
  req: Request,
  res: Response,
  body: string | Buffer,
  stamp: ContentStamp,
  family: AnswerFamily,
): StoredAnswer {
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
  return { stamp, family, body: buffer, headers };
}

type AnswerStore = LRUCache<string, StoredAnswer>;

/** The kept answers of an app and the reads in progress, so that one request reads what many ask at once. */
interface AppAnswers {
  readonly store: AnswerStore;
  /** Keys being read, each with the promise settled when its read ends (kept or not). */
  readonly reading: Map<string, Promise<void>>;
}

/** One store per app (tests build several apps in one process), shared by its routes and `keptAnswers`. */
const apps = new WeakMap<Application, AppAnswers>();

function answersOf(app: Application): AppAnswers {
  let answers = apps.get(app);
  if (!answers) {
    const store: AnswerStore = new LRUCache({
      maxSize: DEFAULT_MAX_BYTES,
      sizeCalculation: (answer, key) => answer.body.length + key.length,
    });
    answers = { store, reading: new Map() };
    apps.set(app, answers);
  }
  return answers;
}

export interface SharedReadCacheOptions {
  /** 'detail' for an answer that depends on its keys only; 'list' (the default) for one that may show any tab. */
  readonly family?: AnswerFamily;
  /**
   * The route's query schema: only its keys make the answer's key, so junk parameters (`?x=1`, `&_=…`) reuse
   * the answer of the same call instead of each making an entry of its own.
   */
  readonly query?: Joi.ObjectSchema;
  /** The keys the answer depends on, when the request names them (a tab id in the path). */
  readonly keysOf?: (req: Request) => readonly string[];
}

/** The query string without parameters the schema does not know, in the order the client sent them. */
function knownQuery(req: Request, known: ReadonlySet<string> | undefined): string {
  const url = req.originalUrl;
  const mark = url.indexOf('?');
  if (mark < 0 || !known) return url;
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => known.has(decodeURIComponent(pair.split('=')[0] ?? '').replace(/\+/g, ' ')));
  return kept.length > 0 ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

function queryKeys(schema: Joi.ObjectSchema | undefined): ReadonlySet<string> | undefined {
  const keys = (schema?.describe() as { keys?: Record<string, unknown> } | undefined)?.keys;
  return keys ? new Set(Object.keys(keys)) : undefined;
}

/** Settles the read of `key` once its answer is sent or the client is gone, whichever comes first. */
function markReading(answers: AppAnswers, key: string, res: Response): void {
  let settle: () => void = () => undefined;
  const read = new Promise<void>((resolve) => {
    settle = resolve;
  });
  answers.reading.set(key, read);
  const done = () => {
    // 'close' follows 'finish': by then a waiter may be reading the key again.
    if (answers.reading.get(key) === read) answers.reading.delete(key);
    settle();
  };
  res.once('finish', done);
  res.once('close', done);
}

/**
 * Keeps the serialised 200 answers of public reads in memory, keyed by URL (the route's known parameters) and
 * accepted encoding, and serves them again while the content they show has not changed (seo/siteVersion.ts: every
 * write on any instance says what it changed). A missing answer is read once however many ask for it at the same
 * time (the others wait for it); a list answer stays fresh LIST_REFRESH_MS through changes of some tabs' counters,
 * then is still served for LIST_STALE_MS while one request reads it again. Only for answers that are the same whoever asks: never put it
 * on a route whose answer depends on the signed-in user. Place it before the rate limits (they protect the
 * work, which a kept answer does not do again) and before validation (only a 200 is kept). A handler names the
 * keys its answer depends on, when the URL does not, in `res.locals.contentKeys`.
 */
export function sharedReadCache(options: SharedReadCacheOptions = {}): RequestHandler {
  const family = options.family ?? 'list';
  const known = queryKeys(options.query);
  const serve: RequestHandler = (req, res, next) => {
    const answers = answersOf(req.app);
    const key = `${accepted(req).join('+') || 'identity'} ${knownQuery(req, known)}`;
    const stored = answers.store.get(key);
    const freshness = stored ? freshnessOf(stored.stamp, stored.family) : 'expired';
    const reading = answers.reading.get(key);
    if (stored && (freshness === 'fresh' || (freshness === 'stale' && reading))) {
      replay(res, res.send, stored);
      return;
    }
    if (reading) {
      // The same answer is being read: wait for it rather than read it again.
      void reading.then(() => serve(req, res, next));
      return;
    }
    markReading(answers, key, res);
    // Taken before the handler reads: an answer read across a write is not kept.
    const before = contentStamp(options.keysOf?.(req));
    const send = res.send;
    // res.json and an object sent come back here as text; the replay below calls Express's own send.
    res.send = (body) => {
      const cacheable = typeof body === 'string' || Buffer.isBuffer(body);
      const keys = [...before.keys.keys(), ...(res.locals.contentKeys ?? [])];
      const stamp = contentStamp(keys);
      if (!cacheable || res.statusCode !== 200 || !sameContent(before, stamp)) return send.call(res, body);
      const answer = storedAnswer(req, res, body, stamp, family);
      answers.store.set(key, answer);
      return replay(res, send, answer);
    };
    next();
  };
  return serve;
}

/**
 * Placed in app.ts right after the security headers, before compression() (kept answers are compressed when
 * stored): an anonymous GET or HEAD whose fresh answer a `sharedReadCache` route kept is sent from here, without
 * the body parser, the session and limiter attachments and the walk through every API router, which cost about
 * as much as the answer itself. A request carrying a session cookie goes the whole way (its session is read and
 * renewed as on any call); so does any other, which the route's own cache then answers.
 */
export const keptAnswers: RequestHandler = (req, res, next) => {
  const anonymousRead = (req.method === 'GET' || req.method === 'HEAD') && !readCookie(req, SESSION_COOKIE);
  const stored = anonymousRead
    ? answersOf(req.app).store.get(`${accepted(req).join('+') || 'identity'} ${req.originalUrl}`)
    : undefined;
  if (stored && freshnessOf(stored.stamp, stored.family) === 'fresh') replay(res, res.send, stored);
  else next();
};

declare global {
  namespace Express {
    interface Locals {
      /** The content keys a kept answer depends on, named by its handler (seo/siteVersion.ts). */
      contentKeys?: readonly string[];
    }
  }
}
