import { Presets, SingleBar } from 'cli-progress';

/** The bar of the part being written: its total may be set later or grow, its count only grows. */
export interface DocumentBar {
  total(documents: number): void;
  advance(documents: number): void;
}

export interface DocumentBars {
  /** Ends the previous part's bar and starts one for `name`. */
  start(name: string, total?: number): DocumentBar;
  /** Ends the last part's bar or line. */
  finish(): void;
}

/**
 * One progress bar per part (a seed step, a collection) on a terminal; elsewhere (a log file, CI) one line per
 * finished part, since a redrawn bar would only fill the log. The CLIs of the seed and of export/import use it.
 */
export function documentBars(
  stream: NodeJS.WriteStream = process.stderr,
  format = (name: string) => `${name.padEnd(24)} [{bar}] {value}/{total} documente`,
): DocumentBars {
  let current: { name: string; done: number; bar?: SingleBar } | undefined;
  const finish = () => {
    if (!current) return;
    if (current.bar) current.bar.stop();
    else stream.write(`${current.name}: ${current.done} documente\n`);
    current = undefined;
  };
  return {
    start(name, total = 0) {
      finish();
      const part: { name: string; done: number; bar?: SingleBar } = { name, done: 0 };
      current = part;
      if (stream.isTTY) {
        part.bar = new SingleBar({ stream, format: format(name), hideCursor: true }, Presets.shades_classic);
        part.bar.start(total, 0);
      }
      return {
        total(documents) {
          part.bar?.setTotal(documents);
        },
        advance(documents) {
          part.done += documents;
          // A total may be an estimate (estimatedDocumentCount, a step's plan): the bar grows past it.
          if (part.bar && part.done > part.bar.getTotal()) part.bar.setTotal(part.done);
          part.bar?.update(part.done);
        },
      };
    },
    finish,
  };
}
