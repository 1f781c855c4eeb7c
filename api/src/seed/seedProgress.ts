import { Presets, SingleBar } from 'cli-progress';

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

/**
 * A bar per step on a terminal; elsewhere (a log file, CI) one line per finished step, since a redrawn bar
 * would only fill the log.
 */
export function seedProgressBar(stream: NodeJS.WriteStream = process.stderr): SeedProgress {
  let current: { name: string; done: number; bar?: SingleBar } | undefined;
  const end = () => {
    if (!current) return;
    if (current.bar) current.bar.stop();
    else stream.write(`${current.name}: ${current.done} documente\n`);
    current = undefined;
  };
  return {
    step(name) {
      end();
      const step: { name: string; done: number; bar?: SingleBar } = { name, done: 0 };
      current = step;
      if (stream.isTTY) {
        step.bar = new SingleBar(
          {
            stream,
            format: `${name.padEnd(12)} [{bar}] {percentage}% {value}/{total} documente, {duration_formatted}`,
            hideCursor: true,
          },
          Presets.shades_classic,
        );
        step.bar.start(0, 0);
      }
      return {
        total(documents) {
          step.bar?.setTotal(documents);
        },
        advance(documents) {
          step.done += documents;
          if (step.bar && step.done > step.bar.getTotal()) step.bar.setTotal(step.done);
          step.bar?.update(step.done);
        },
      };
    },
    finish: end,
  };
}
