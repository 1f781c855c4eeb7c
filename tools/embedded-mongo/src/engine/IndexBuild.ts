import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from './documents';
import { GroupedKeys } from './groupedKeys';
import type { Index } from './Index';
import { SortedEntriesWriter } from './SortedEntries';

/**
 * A background build of a non-unique index over a collection's records, done in bounded steps so the engine's
 * thread keeps answering (mongod's hybrid index build, in spirit). Until it finishes the planner does not use the
 * index. Writes made meanwhile are noted per record; `finish` takes them into account, so the finished index
 * is the one a one-piece build over the final records would give.
 */
export class IndexBuild {
  private readonly rids: number[];
  private position = 0;
  private readonly keys = new GroupedKeys();
  /**
   * The entries laid out straight into the index's chunks: `finish` then only hands them over, where copying
   * tens of millions of entries into chunks (and growing one array that long) held the thread for seconds.
   */
  private readonly entries = new SortedEntriesWriter();
  /** Records written during the build: the document the build read for them (undefined: it read none). */
  private readonly written = new Map<number, Doc | undefined>();
  /** Set when the index or its collection is dropped: the build stops and loads nothing. */
  cancelled = false;
  /** Set once a read waits for this build (promoteIndexBuild): later moves keep it ahead of theirs. */
  awaited = false;
  private settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  /** Settles when the index is ready, or fails with IndexBuildAborted when it is dropped first. */
  readonly finished = new Promise<void>((resolve, reject) => {
    this.settle = { resolve, reject };
  });

  constructor(
    readonly index: Index,
    private readonly records: ReadonlyMap<number, Doc>,
  ) {
    this.rids = [...records.keys()];
    // A build nobody waits for (start-up) may be aborted without an unhandled rejection.
    this.finished.catch(() => {});
  }

  /** Stops the build (its index or collection was dropped); whoever waits for it gets IndexBuildAborted. */
  cancel(): void {
    this.cancelled = true;
    this.settle?.reject(
      new MongoCommandError(ErrorCodes.IndexBuildAborted, `Index build aborted: ${this.index.name}`),
    );
  }

  /**
   * Called before a record changes (insert, replace or delete). A record the build already read keeps that
   * document for `finish`; one it has not reached yet is read later as it will then be.
   */
  noteWrite(rid: number, previous: Doc | undefined): void {
    if (this.written.has(rid)) return;
    const last = this.rids[this.rids.length - 1];
    const isNew = last === undefined || rid > last;
    const read = this.position > 0 && rid <= this.rids[this.position - 1]!;
    if (isNew) this.written.set(rid, undefined);
    else if (read) this.written.set(rid, previous);
  }

  /**
   * Works until `deadline` (a performance.now() value): reads records, then sorts the distinct keys, then lays
   * out the entries. True once only `finish` is left.
   */
  step(deadline: number): boolean {
    while (this.position < this.rids.length) {
      const rid = this.rids[this.position++]!;
      const doc = this.records.get(rid);
      if (doc) this.keys.collect(rid, this.index.readKeys(doc));
      // The clock is read after every record: a tab gives its word and gram indexes hundreds of keys each, and
      // 16 of them between two reads could run a step well past its 8 ms.
      if (performance.now() >= deadline) return false;
    }
    return this.keys.layOut(this.entries, deadline);
  }

  /** Called by the scheduler once `finish` ran. */
  resolve(): void {
    this.settle?.resolve();
  }

  /** Loads the sorted entries into the index, then brings the records written meanwhile up to date. */
  finish(): void {
    this.index.entries.loadChunks(this.entries);
    for (const [rid, read] of this.written) {
      if (read) this.index.remove(this.index.keysOf(read), rid);
      const doc = this.records.get(rid);
      if (doc) this.index.add(this.index.keysOf(doc), rid);
    }
  }
}

/** How long one step of a background build may hold the engine's thread. */
const STEP_MS = 8;
const queue: { build: IndexBuild; done: () => void }[] = [];
let running = false;
const waiting: (() => void)[] = [];

/** Queues a build; its steps run one per turn of the event loop, between commands. */
export function scheduleIndexBuild(build: IndexBuild, done: () => void): void {
  queue.push({ build, done });
  if (!running) {
    running = true;
    setImmediate(runStep);
  }
}

/** Moves a queued build to the head of the queue: its steps run next (a read waits for it). */
export function promoteIndexBuild(build: IndexBuild): void {
  build.awaited = true;
  const at = queue.findIndex((queued) => queued.build === build);
  if (at > 0) queue.unshift(...queue.splice(at, 1));
}

/**
 * Moves a queued build behind the builds reads wait for and ahead of the rest: a build that reads need but do
 * not wait for (they match in steps meanwhile, Collection.matchInSteps), such as the tabs' trigram index that
 * autocomplete reads, is built before the indexes nobody has asked for yet.
 */
export function advanceIndexBuild(build: IndexBuild): void {
  const at = queue.findIndex((queued) => queued.build === build);
  let to = 0;
  while (to < at && queue[to]!.build.awaited) to++;
  if (to < at) queue.splice(to, 0, ...queue.splice(at, 1));
}

function runStep(): void {
  const head = queue[0];
  if (head && !head.build.cancelled && !head.build.step(performance.now() + STEP_MS)) {
    setImmediate(runStep);
    return;
  }
  queue.shift();
  if (head && !head.build.cancelled) {
    head.build.finish();
    head.done();
    head.build.resolve();
  }
  if (queue.length > 0) setImmediate(runStep);
  else {
    running = false;
    for (const resolve of waiting.splice(0)) resolve();
  }
}

/** Resolves once no background index build is queued or running. */
export function indexBuildsSettled(): Promise<void> {
  if (!running) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}

/** Background index builds queued or running (cancelled ones leave the queue at their next turn). */
export function pendingIndexBuilds(): number {
  return queue.filter(({ build }) => !build.cancelled).length;
}
