import { documentBars } from '../cli/documentBars';

/** What one seed step reports while it writes: how many documents it will write and how many are done. */
export interface StepProgress {
  /** Sets (or corrects) how many documents the step writes in all. */
  total(documents: number): void;
  advance(documents: number): void;
}

export interface SeedProgress {
  step(name: string): StepProgress;
  /** Closes the last step's bar or line. */
  finish(): void;
}

export const SILENT_SEED_PROGRESS: SeedProgress = {
  step: () => ({ total() {}, advance() {} }),
  finish() {},
};

/** A bar per step on a terminal, one line per finished step elsewhere (see documentBars). */
export function seedProgressBar(stream: NodeJS.WriteStream = process.stderr): SeedProgress {
  const bars = documentBars(
    stream,
    (name) => `${name.padEnd(12)} [{bar}] {percentage}% {value}/{total} documente, {duration_formatted}`,
  );
  return { step: (name) => bars.start(name), finish: bars.finish };
}
