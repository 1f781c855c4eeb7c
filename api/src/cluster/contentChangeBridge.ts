import { model, Schema } from 'mongoose';
import type { Logger } from '../logger';
import { type ContentChange, contentChanged, onContentChanged } from '../seo/siteVersion';

/** How often an instance looks for the others' writes: the "seen everywhere within a second" promise. */
export const CONTENT_POLL_MS = 250;
const CONTENT_STAMP_ID = 'content';

/** How many recent bumps the stamp keeps the keys of: a peer that missed more clears everything. */
const RECENT_CHANGES = 64;
/** A burst naming more keys than this is published as a change of everything. */
const MAX_KEYS_PER_BUMP = 256;

const changeStampSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    /** One entry per bump, the last for `version`: the keys it changed, or null for everything. */
    recent: { type: [Schema.Types.Mixed], default: undefined },
  },
  { versionKey: false, collection: 'changestamps' },
);

const ChangeStampModel = model('ChangeStamp', changeStampSchema);

interface Stamp {
  readonly version: number;
  readonly recent?: readonly (readonly string[] | null)[];
}

async function storedStamp(): Promise<Stamp> {
  return (
    (await ChangeStampModel.findById(CONTENT_STAMP_ID, { version: 1, recent: 1 }).lean<Stamp>()) ?? {
      version: 0,
    }
  );
}

/**
 * What the bumps after `seen` up to `upTo` changed, from the stamp's recent entries (the last entry is the
 * stamp's own version): their keys together, or everything when one of them was, or is no longer listed.
 */
export function changeBetween(stamp: Stamp, seen: number, upTo: number): ContentChange {
  const recent = stamp.recent ?? [];
  const first = recent.length - 1 - (stamp.version - seen - 1);
  const last = recent.length - 1 - (stamp.version - upTo);
  if (first < 0) return {};
  const keys = new Set<string>();
  for (const entry of recent.slice(first, last + 1)) {
    if (!entry) return {};
    for (const key of entry) keys.add(key);
  }
  return { keys: [...keys] };
}

/** Local changes waiting to be published: their keys, or null once one of them changed everything. */
type PendingKeys = Set<string> | null;

/**
 * Carries content changes between API instances on one database (no change streams: a standalone server has
 * none). Each burst of local writes bumps one stamp document, with the keys they changed; every instance reads it
 * every CONTENT_POLL_MS and, when it moved past what it has seen, drops what those changes made old
 * (`contentChanged('peer', …)`: only what the keys name, or everything).
 */
export class ContentChangeBridge {
  private seen = 0;
  private publishing: Promise<void> | undefined;
  private pending: PendingKeys | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly pollMs = CONTENT_POLL_MS,
  ) {}

  async start(): Promise<void> {
    this.seen = (await storedStamp()).version;
    this.stopListening = onContentChanged((origin, change) => {
      if (origin === 'local') this.publish(change);
    });
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.stopListening?.();
  }

  /** Answers once the local changes made so far are in the stamp (tests, shutdown). */
  async published(): Promise<void> {
    while (this.publishing) await this.publishing;
  }

  /** A burst of local writes becomes at most one bump in flight and one after it, with their keys together. */
  private publish(change: ContentChange): void {
    const pending = this.pending === undefined ? new Set<string>() : this.pending;
    if (pending && change.keys && pending.size + change.keys.length <= MAX_KEYS_PER_BUMP) {
      for (const key of change.keys) pending.add(key);
      this.pending = pending;
    } else this.pending = null;
    if (this.publishing) return;
    const keys = this.pending;
    this.pending = undefined;
    this.publishing = this.bump(keys)
      .catch((error: unknown) => this.logger.error({ err: error }, 'content change not published'))
      .finally(() => {
        this.publishing = undefined;
        const again = this.pending;
        if (again === undefined) return;
        this.pending = undefined;
        this.publish(again ? { keys: [...again] } : {});
      });
  }

  private async bump(keys: PendingKeys): Promise<void> {
    const stamp = await ChangeStampModel.findOneAndUpdate(
      { _id: CONTENT_STAMP_ID },
      {
        $inc: { version: 1 },
        $push: { recent: { $each: [keys ? [...keys] : null], $slice: -RECENT_CHANGES } },
      },
      { upsert: true, returnDocument: 'after', projection: { version: 1, recent: 1 } },
    )
      .lean<Stamp>()
      .orFail();
    // Our own bump needs nothing more; a larger jump means other instances wrote meanwhile.
    if (stamp.version > this.seen + 1)
      contentChanged('peer', changeBetween(stamp, this.seen, stamp.version - 1));
    this.seen = Math.max(this.seen, stamp.version);
  }

  private async poll(): Promise<void> {
    try {
      const stamp = await storedStamp();
      // While a bump is in flight the stamp may already hold it: the bump itself tells others' writes apart.
      if (this.publishing || stamp.version <= this.seen) return;
      const change = changeBetween(stamp, this.seen, stamp.version);
      this.seen = stamp.version;
      contentChanged('peer', change);
    } catch (error) {
      this.logger.warn({ err: error }, 'content stamp not read');
    }
  }
}
