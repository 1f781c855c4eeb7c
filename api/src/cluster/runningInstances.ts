import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { model, Schema } from 'mongoose';

/**
 * One document per serving API process, from its start to its clean stop: a document left behind is an
 * instance that stopped without one (kill -9, a crash, a lost machine), whose writes may have left counters
 * behind their documents.
 */
const runningInstanceSchema = new Schema(
  {
    _id: { type: String, required: true },
    host: { type: String, required: true },
    pid: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    /** Renewed by the instance's heartbeat. */
    seenAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'runninginstances' },
);

const RunningInstanceModel = model('RunningInstance', runningInstanceSchema);

export interface RunningInstance {
  readonly _id: string;
  readonly host: string;
  readonly pid: number;
  readonly seenAt: Date;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's entry: written at start, renewed by `beat`, removed by a clean stop. */
export class InstanceRegistration {
  readonly id = randomBytes(12).toString('hex');
  private readonly host = hostname();
  private readonly startedAt = new Date();

  /** Upserts, so an entry removed by a peer that took this instance for gone comes back. */
  async beat(): Promise<void> {
    await RunningInstanceModel.updateOne(
      { _id: this.id },
      {
        $set: { seenAt: new Date() },
        $setOnInsert: { host: this.host, pid: process.pid, startedAt: this.startedAt },
      },
      { upsert: true },
    );
  }

  async remove(): Promise<void> {
    await RunningInstanceModel.deleteOne({ _id: this.id });
  }

  /**
   * Entries of other instances that stopped without a clean stop: silent for `silentAfterMs` (any machine, by
   * the clocks of the instances), or at once when they name this machine and a process that no longer runs
   * (or this very process id: a restart in a container that reuses it).
   */
  async goneInstances(silentAfterMs: number): Promise<RunningInstance[]> {
    const entries = await RunningInstanceModel.find({ _id: { $ne: this.id } }).lean<RunningInstance[]>();
    const silentSince = Date.now() - silentAfterMs;
    return entries.filter(
      (entry) =>
        entry.seenAt.getTime() < silentSince ||
        (entry.host === this.host && (entry.pid === process.pid || !processExists(entry.pid))),
    );
  }
}

/** Removes the entries once their damage is repaired, unless their instance spoke again meanwhile. */
export async function forgetInstances(entries: readonly RunningInstance[]): Promise<void> {
  if (entries.length === 0) return;
  await RunningInstanceModel.deleteMany({ $or: entries.map(({ _id, seenAt }) => ({ _id, seenAt })) });
}
