// Latency helpers shared by the HTTP benchmarks: timed sequential requests and a p50/p95/max line.

export const ROUNDS = 3;

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Each URL `rounds` times, one request at a time; the durations sorted ascending. Fails on a non-2xx answer. */
export async function timeRequests(
  base: string,
  urls: readonly string[],
  headers: Record<string, string> = {},
  rounds = ROUNDS,
): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.json();
      times.push(performance.now() - started);
    }
  }
  return times.sort((a, b) => a - b);
}

/** Durations of an in-process call, `rounds` times each; sorted ascending. */
export async function timeCalls(
  calls: readonly (() => Promise<unknown>)[],
  rounds = ROUNDS,
): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const call of calls) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
  }
  return times.sort((a, b) => a - b);
}

export function report(label: string, times: readonly number[], width = 28): void {
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  process.stdout.write(
    `${label.padEnd(width)} n=${times.length}  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(times.at(-1) ?? 0)}\n`,
  );
}
