/** Code-unit order, as index keys compare (a comparator sorts strings faster than the default sort). */
export function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const RUN = 4096;
/** How many strings a step handles between looks at the clock. */
const BETWEEN_CHECKS = 2048;

interface Merge {
  readonly left: string[];
  readonly right: string[];
  readonly out: string[];
  i: number;
  j: number;
}

/**
 * Sorts strings a bounded slice of work at a time, for a thread that must keep answering: sorted runs of 4,096
 * first, then merges of two runs at a time (the merged run goes to the back of the queue), each merge resumable
 * at any point.
 */
export class SteppedSort {
  private position = 0;
  private readonly runs: string[][] = [];
  private merge: Merge | undefined;

  constructor(private readonly items: readonly string[]) {}

  /** Works until `deadline` (a performance.now() value); true once `sorted` holds the result. */
  step(deadline: number): boolean {
    while (this.position < this.items.length) {
      this.runs.push(this.items.slice(this.position, this.position + RUN).sort(byString));
      this.position += RUN;
      if (performance.now() >= deadline) return false;
    }
    while (this.merge || this.runs.length > 1) {
      this.merge ??= { left: this.runs.shift()!, right: this.runs.shift()!, out: [], i: 0, j: 0 };
      if (!this.mergeUntil(this.merge, deadline)) return false;
      this.runs.push(this.merge.out);
      this.merge = undefined;
    }
    return true;
  }

  get sorted(): readonly string[] {
    return this.runs[0] ?? [];
  }

  private mergeUntil(merge: Merge, deadline: number): boolean {
    const { left, right, out } = merge;
    while (merge.i < left.length || merge.j < right.length) {
      const stop = out.length + BETWEEN_CHECKS;
      while (out.length < stop && merge.i < left.length && merge.j < right.length)
        out.push(left[merge.i]! <= right[merge.j]! ? left[merge.i++]! : right[merge.j++]!);
      if (merge.i === left.length)
        while (out.length < stop && merge.j < right.length) out.push(right[merge.j++]!);
      if (merge.j === right.length)
        while (out.length < stop && merge.i < left.length) out.push(left[merge.i++]!);
      if (performance.now() >= deadline) return merge.i === left.length && merge.j === right.length;
    }
    return true;
  }
}
