import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { messages } from '../../src/messages';
import { startEmbeddedMongo } from '../../src/startEmbeddedMongo';
import { suiteFiles } from './suiteFiles';
import { type MochaJsonReport, type SuiteSummary, summarise } from './suiteReport';
import { readUnsupportedFeatures } from './unsupportedFeatures';

/**
 * Runs mongoose's own mocha suite (a checkout of Automattic/mongoose) against a fresh in-memory engine, in one
 * mocha process, and prints pass/fail/pending per file plus every failure that the README does not list as an
 * unsupported feature (a wrong answer).
 */
async function main(): Promise<number> {
  const [checkoutArg, ...only] = process.argv.slice(2);
  if (!checkoutArg) {
    console.error(messages.suiteUsage);
    return 2;
  }
  // npm runs the script in the package folder; INIT_CWD is where the command was typed.
  const checkout = resolve(process.env.INIT_CWD ?? process.cwd(), checkoutArg);
  if (!existsSync(join(checkout, 'test', 'common.js'))) {
    console.error(messages.suiteNotACheckout(checkout));
    return 2;
  }
  // mocha and the suite's test-only packages live in suite-deps/ so the checkout's own package.json stays as is.
  const depsModules = join(checkout, 'suite-deps', 'node_modules');
  const mochaBin = join(depsModules, 'mocha', 'bin', 'mocha.js');
  if (!existsSync(mochaBin)) {
    console.error(messages.suiteMissingMocha(join(checkout, 'suite-deps')));
    return 2;
  }
  const files = only.length > 0 ? only.map((file) => resolve(checkout, file)) : suiteFiles(checkout);
  const unsupported = readUnsupportedFeatures(join(__dirname, '..', '..', 'README.md'));

  const engine = await startEmbeddedMongo({ ttlMonitorSleepSecs: 1 });
  const outDir = mkdtempSync(join(tmpdir(), 'mongoose-suite-'));
  const reportPath = join(outDir, 'report.json');
  try {
    console.log(messages.suiteRunning(files.length, engine.uri));
    // --no-config skips the suite's .mocharc.yml, whose fixture would start mongodb-memory-server.
    const args = [
      mochaBin,
      '--no-config',
      '--ui',
      'bdd',
      '--exit',
      '--timeout',
      '20000',
      '--reporter',
      'json',
      '--reporter-option',
      `output=${reportPath}`,
      ...files,
    ];
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, ['--disable-warning=MONGOOSE', ...args], {
        cwd: checkout,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, MONGOOSE_TEST_URI: engine.uri, NODE_PATH: depsModules },
      });
      child.once('error', fail);
      child.once('exit', () => done());
    });
    if (!existsSync(reportPath)) {
      console.error(messages.suiteNoReport);
      return 1;
    }
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as MochaJsonReport;
    const summary = summarise(report, join(checkout, 'test'), unsupported);
    printSummary(summary);
    return summary.failures.some((failure) => !failure.feature) ? 1 : 0;
  } finally {
    await engine.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

function printSummary(summary: SuiteSummary): void {
  console.log(messages.suiteFileHeader);
  for (const [file, figures] of summary.perFile) {
    const cells = [figures.pass, figures.fail, figures.pending].map((n) => String(n).padStart(8)).join(' ');
    console.log(`${file.padEnd(50)} ${cells}`);
  }
  const { pass, fail, pending } = summary.totals;
  console.log(messages.suiteTotals(pass, fail, pending));
  const unsupported = summary.failures.filter((failure) => failure.feature);
  const wrong = summary.failures.filter((failure) => !failure.feature);
  console.log(messages.suiteUnsupported(unsupported.length));
  for (const failure of unsupported) {
    console.log(`  [${failure.feature?.description}] ${failure.file}: ${failure.title}`);
  }
  console.log(messages.suiteWrongAnswers(wrong.length));
  for (const failure of wrong) {
    console.log(
      `  ${failure.file}: ${failure.title}\n      ${failure.message.replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
