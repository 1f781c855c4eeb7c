import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@acorduri/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import { badRequest, HttpError } from '../errors/HttpError';
import { IdempotencyRecordModel } from './idempotencyRecord.model';

/** A duplicate arriving while the first request runs waits this long for its response, then gets a 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/**
 * A record pending longer than this belongs to a request whose process died (no write runs for a minute): a
 * retry takes it over and runs the write.
 */
const ABANDONED_AFTER_MS = 60_000;

interface Claim {
  readonly userId: Types.ObjectId;
  readonly key: string;
  readonly route: string;
  readonly fingerprint: string;
}

type StoredRecord = { _id: Types.ObjectId; fingerprint: string; status: number | null; body: unknown };

const fingerprintOf = (req: Request) =>
  createHash('sha256')
    .update(JSON.stringify(req.body ?? null))
    .digest('base64url');

/** The record for this claim, made pending by this call (`owned`) or found already there. */
async function claimOrFind(claim: Claim): Promise<{ owned: boolean; record: StoredRecord | null }> {
  const now = new Date();
  try {
    const created = await IdempotencyRecordModel.create({ ...claim, startedAt: now, createdAt: now });
    return { owned: true, record: created.toObject() as StoredRecord };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const identity = { userId: claim.userId, key: claim.key, route: claim.route };
  const abandoned = await IdempotencyRecordModel.findOneAndUpdate(
    { ...identity, status: null, startedAt: { $lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
    { $set: { startedAt: now } },
    { returnDocument: 'after' },
  ).lean<StoredRecord>();
  if (abandoned) return { owned: true, record: abandoned };
  return { owned: false, record: await IdempotencyRecordModel.findOne(identity).lean<StoredRecord>() };
}

function replay(res: Response, record: StoredRecord): void {
  res.setHeader('Idempotent-Replayed', 'true');
  if (record.body === null) res.status(record.status ?? 204).end();
  else res.status(record.status ?? 200).json(record.body);
}

/** Keeps the response of the owning request before it is sent, so a retry that follows it finds it stored. */
function storeResponseOf(res: Response, recordId: Types.ObjectId): void {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const status = res.statusCode;
    // A server failure is not kept: the retry runs the write again.
    const stored =
      status >= 500
        ? IdempotencyRecordModel.deleteOne({ _id: recordId })
        : IdempotencyRecordModel.updateOne({ _id: recordId }, { $set: { status, body: body ?? null } });
    stored.then(
      () => send(body),
      (error: unknown) => {
        res.req.log?.error({ err: error }, 'idempotent response not stored');
        send(body);
      },
    );
    return res;
  };
}

/**
 * The key of the request running under `idempotentWrite`, for a service that stamps it on the document it writes:
 * a retry taking over from a process killed after the write then finds that document.
 */
export function idempotencyKeyOf(res: Response): string | undefined {
  const key: unknown = res.locals.idempotencyKey;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Makes a write sent with an `Idempotency-Key` header harmless to retry: the first request for (user, key, route)
 * runs and its response is kept for a day; a repeat gets the same status and body (header `Idempotent-Replayed`)
 * without writing. A repeat arriving while the first still runs waits for its response, up to 10 s, then gets
 * 409. The same key with another body is refused with 422. Without the header the write runs as usual.
 * Mount after `requireUser`.
 */
export const idempotentWrite: RequestHandler = async (req, res, next) => {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined || !req.user) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return next(badRequest(IDEMPOTENCY_MESSAGES.invalidKey));
  const claim: Claim = {
    userId: new Types.ObjectId(req.user.id),
    key,
    route: `${req.method} ${req.baseUrl}${req.path}`,
    fingerprint: fingerprintOf(req),
  };
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const { owned, record } = await claimOrFind(claim);
    if (owned && record) {
      storeResponseOf(res, record._id);
      res.locals.idempotencyKey = key;
      return next();
    }
    // A missing record was the first request's server failure, deleted: claim it again.
    if (record) {
      if (record.fingerprint !== claim.fingerprint)
        return next(new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused));
      if (record.status !== null) return replay(res, record);
      if (Date.now() >= deadline) return next(new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress));
      await sleep(POLL_MS);
    }
  }
};
