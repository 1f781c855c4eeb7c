import { model, Schema } from 'mongoose';
import type { Logger } from '../logger';
import { contentChanged, onContentChanged } from '../seo/siteVersion';

/** How often an instance looks for the others' writes: the "seen everywhere within a second" promise. */
export const CONTENT_POLL_MS = 250;
const CONTENT_STAMP_ID = 'content';

const changeStampSchema = new Schema(
  { _id: { type: String, required: true }, version: { type: Number, required: true } },
  { versionKey: false, collection: 'changestamps' },
);

const ChangeStampModel = model('ChangeStamp', changeStampSchema);

async function storedVersion(): Promise<number> {
  return (await ChangeStampModel.findById(CONTENT_STAMP_ID, { version: 1 }).lean())?.version ?? 0;
}

/**
 * Carries content changes between API instances on one database (no change streams: a standalone server has
 * none). Each local write bumps one stamp document; every instance reads it every CONTENT_POLL_MS and, when it
 * moved past what it has seen, clears what it rendered from the content (`contentChanged('peer')`).
 */
export class ContentChangeBridge {
  private seen = 0;
  private publishing: Promise<void> | undefined;
  private publishAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly pollMs = CONTENT_POLL_MS,
  ) {}

  async start(): Promise<void> {
    this.seen = await storedVersion();
    this.stopListening = onContentChanged((origin) => {
      if (origin === 'local') this.publish();
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

  /** A burst of local writes becomes at most one bump in flight and one after it. */
  private publish(): void {
    if (this.publishing) {
      this.publishAgain = true;
      return;
    }
    this.publishing = this.bump()
      .catch((error: unknown) => this.logger.error({ err: error }, 'content change not published'))
      .finally(() => {
        this.publishing = undefined;
        if (this.publishAgain) {
          this.publishAgain = false;
          this.publish();
        }
      });
  }

  private async bump(): Promise<void> {
    const stamp = await ChangeStampModel.findOneAndUpdate(
      { _id: CONTENT_STAMP_ID },
      { $inc: { version: 1 } },
      { upsert: true, returnDocument: 'after', projection: { version: 1 } },
    )
      .lean()
      .orFail();
    // Our own bump needs nothing more; a larger jump means another instance wrote meanwhile.
    const othersWrote = stamp.version > this.seen + 1;
    this.seen = Math.max(this.seen, stamp.version);
    if (othersWrote) contentChanged('peer');
  }

  private async poll(): Promise<void> {
    try {
      const version = await storedVersion();
      // While a bump is in flight the stamp may already hold it: the bump itself tells others' writes apart.
      if (this.publishing || version <= this.seen) return;
      this.seen = version;
      contentChanged('peer');
    } catch (error) {
      this.logger.warn({ err: error }, 'content stamp not read');
    }
  }
}
