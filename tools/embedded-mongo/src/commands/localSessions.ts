import { createHash } from 'node:crypto';
import { Binary } from 'bson';
import type { Doc } from '../engine/documents';
import { isPlainDocument } from '../engine/documents';
import type { Engine } from '../engine/Engine';
import { ErrorCodes, MongoCommandError } from '../errors';

/** mongod's localLogicalSessionTimeoutMinutes: a session unused for this long is forgotten. */
const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
const PRUNE_EVERY = 1024;

/** Without authentication every session belongs to the same user, whose digest is SHA-256 of no bytes. */
const NO_AUTH_UID = new Binary(createHash('sha256').digest());

interface LocalSession {
  readonly id: Binary;
  lastUse: Date;
}

interface SessionCache {
  readonly sessions: Map<string, LocalSession>;
  touches: number;
}

const caches = new WeakMap<Engine, SessionCache>();

function cacheOf(engine: Engine): SessionCache {
  let cache = caches.get(engine);
  if (!cache) {
    cache = { sessions: new Map(), touches: 0 };
    caches.set(engine, cache);
  }
  return cache;
}

function sessionId(lsid: unknown): Binary | undefined {
  return isPlainDocument(lsid) && lsid.id instanceof Binary ? lsid.id : undefined;
}

function pruneIdle(cache: SessionCache, now: number): void {
  for (const [key, session] of cache.sessions) {
    if (now - session.lastUse.getTime() > SESSION_TIMEOUT_MS) cache.sessions.delete(key);
  }
}

/** A command's `lsid` makes its session known to this server, as mongod's logical session cache does. */
export function touchSession(engine: Engine, lsid: unknown): void {
  const id = sessionId(lsid);
  if (!id) return;
  const cache = cacheOf(engine);
  const now = new Date();
  const key = id.toString('hex');
  const known = cache.sessions.get(key);
  if (known) known.lastUse = now;
  else cache.sessions.set(key, { id, lastUse: now });
  cache.touches += 1;
  if (cache.touches % PRUNE_EVERY === 0) pruneIdle(cache, now.getTime());
}

/** endSessions/killSessions: the named sessions are forgotten (the engine has no refresh cycle to wait for). */
export function forgetSessions(engine: Engine, lsids: unknown): void {
  if (!Array.isArray(lsids)) return;
  const cache = cacheOf(engine);
  for (const lsid of lsids) {
    const id = sessionId(lsid);
    if (id) cache.sessions.delete(id.toString('hex'));
  }
}

export function forgetAllSessions(engine: Engine): void {
  cacheOf(engine).sessions.clear();
}

/**
 * `$listLocalSessions` (first stage of `{ aggregate: 1 }` on admin): the sessions this server knows, shaped as
 * mongod's `{ _id: { id, uid }, lastUse }`.
 */
export function listLocalSessions(
  engine: Engine,
  dbName: string,
  collectionless: boolean,
  spec: unknown,
): Doc[] {
  if (dbName !== 'admin' || !collectionless) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      "$listLocalSessions must be run against the 'admin' database with {aggregate: 1}",
    );
  }
  if (!isPlainDocument(spec)) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, '$listLocalSessions options must be an object');
  }
  // Other users' sessions: without authentication there are none.
  if (Array.isArray(spec.users) && spec.users.length > 0) return [];
  const cache = cacheOf(engine);
  pruneIdle(cache, Date.now());
  return [...cache.sessions.values()].map((session) => ({
    _id: { id: session.id, uid: NO_AUTH_UID },
    lastUse: session.lastUse,
  }));
}
