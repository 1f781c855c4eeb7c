import { Presets, SingleBar } from 'cli-progress';
import type { TransferProgress } from './transferManifest';

/**
 * One bar per collection on a terminal; elsewhere (a log file, CI) one line per finished collection, since a
 * redrawn bar would only fill the log.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): TransferProgress {
  let current: { name: string; done: number; bar?: SingleBar } | undefined;
  const end = () => {
    if (!current) return;
    if (current.bar) current.bar.stop();
    else stream.write(`${current.name}: ${current.done} documente\n`);
    current = undefined;
  };
  return {
    start(name, total) {
      end();
      current = { name, done: 0 };
      if (!stream.isTTY) return;
      current.bar = new SingleBar(
        { stream, format: `${name.padEnd(24)} [{bar}] {value}/{total} documente`, hideCursor: true },
        Presets.shades_classic,
      );
      current.bar.start(total, 0);
    },
    advance(documents) {
      if (!current) return;
      current.done += documents;
      // The total is an estimate (estimatedDocumentCount): a busy collection may grow while it is read.
      if (current.bar && current.done > current.bar.getTotal()) current.bar.setTotal(current.done);
      current.bar?.update(current.done);
    },
    finish: end,
  };
}
