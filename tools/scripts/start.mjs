#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then runs the production server (API + composed site) on one port;
// `npm start -- --instances N` runs N API processes (node:cluster) on the same database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each package's build output, checked to decide what still needs a build. */
const OUTPUTS = {
  '@acorduri/contracts': 'contracts/dist/index.js',
  '@acorduri/embedded-mongo': 'tools/embedded-mongo/dist/index.js',
  '@acorduri/api': 'api/dist/server.js',
  '@acorduri/shell': 'shell/dist/index.html',
  '@acorduri/mf-public': 'mf-public/dist/remoteEntry.js',
  '@acorduri/mf-account': 'mf-account/dist/remoteEntry.js',
  '@acorduri/mf-admin': 'mf-admin/dist/remoteEntry.js',
  '@acorduri/mf-chords': 'mf-chords/dist/remoteEntry.js',
};

const rebuild = process.argv.includes('--rebuild');
const missing = Object.entries(OUTPUTS)
  .filter(([, output]) => rebuild || !existsSync(path.join(root, output)))
  .map(([name]) => name);

if (missing.length > 0) {
  console.log(`Construiesc: ${missing.join(', ')}`);
  const scopes = missing.flatMap((name) => ['--scope', name]);
  // --include-dependencies builds what they import (contracts, ui-kit, chord data) first.
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--include-dependencies', ...scopes], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Everything but --rebuild goes to the server (`--instances N`: N API processes on the one database).
const serverArgs = process.argv.slice(2).filter((arg) => arg !== '--rebuild');
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js'), ...serverArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
