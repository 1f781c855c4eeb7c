import { documentBars } from '../cli/documentBars';
import type { TransferProgress } from './transferManifest';

/** One bar per collection on a terminal, one line per finished collection elsewhere (see documentBars). */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): TransferProgress {
  const bars = documentBars(stream);
  let current: ReturnType<typeof bars.start> | undefined;
  return {
    start(name, total) {
      current = bars.start(name, total);
    },
    advance(documents) {
      current?.advance(documents);
    },
    finish: bars.finish,
  };
}
