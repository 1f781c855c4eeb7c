import { relative } from 'node:path';
import type { UnsupportedFeature } from './unsupportedFeatures';

/** The parts of mocha's `json` reporter output the summary reads. */
export interface MochaJsonTest {
  readonly fullTitle: string;
  readonly file?: string;
  readonly err?: { readonly message?: string };
}

export interface MochaJsonReport {
  readonly passes: readonly MochaJsonTest[];
  readonly failures: readonly MochaJsonTest[];
  readonly pending: readonly MochaJsonTest[];
}

export interface FileFigures {
  pass: number;
  fail: number;
  pending: number;
}

export interface ClassifiedFailure {
  readonly file: string;
  readonly title: string;
  readonly message: string;
  /** The README entry the failure belongs to; undefined = a wrong answer. */
  readonly feature: UnsupportedFeature | undefined;
}

export interface SuiteSummary {
  readonly perFile: ReadonlyMap<string, FileFigures>;
  readonly totals: FileFigures;
  readonly failures: readonly ClassifiedFailure[];
}

export function summarise(
  report: MochaJsonReport,
  testDir: string,
  unsupported: readonly UnsupportedFeature[],
): SuiteSummary {
  const perFile = new Map<string, FileFigures>();
  const totals: FileFigures = { pass: 0, fail: 0, pending: 0 };
  const fileOf = (test: MochaJsonTest) => (test.file ? relative(testDir, test.file) : '(no file)');
  const count = (tests: readonly MochaJsonTest[], key: keyof FileFigures) => {
    for (const test of tests) {
      const file = fileOf(test);
      const figures = perFile.get(file) ?? { pass: 0, fail: 0, pending: 0 };
      figures[key] += 1;
      totals[key] += 1;
      perFile.set(file, figures);
    }
  };
  count(report.passes, 'pass');
  count(report.failures, 'fail');
  count(report.pending, 'pending');
  const failures = report.failures.map((test) => {
    const message = test.err?.message ?? '';
    return {
      file: fileOf(test),
      title: test.fullTitle,
      message,
      feature: unsupported.find((feature) => message.includes(feature.message)),
    };
  });
  return { perFile: new Map([...perFile].sort(([a], [b]) => a.localeCompare(b))), totals, failures };
}
