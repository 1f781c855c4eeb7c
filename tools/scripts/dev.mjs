#!/usr/bin/env node
// `npm run dev`: the API in watch mode plus every front-end dev server with hot reload, behind the shell's URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiPort = process.env.PORT ?? '3000';

const commands = [
  { name: 'api', command: 'npm run dev -w api', env: { NODE_ENV: 'development', PORT: apiPort } },
  { name: 'shell', command: 'npm run dev -w shell' },
  { name: 'public', command: 'npm run dev -w mf-public' },
  { name: 'account', command: 'npm run dev -w mf-account' },
  { name: 'admin', command: 'npm run dev -w mf-admin' },
  { name: 'chords', command: 'npm run dev -w mf-chords' },
];

const child = spawn(
  path.join(root, 'node_modules/.bin/concurrently'),
  [
    '--kill-others-on-fail',
    '--names',
    commands.map((c) => c.name).join(','),
    ...commands.map((c) =>
      Object.entries(c.env ?? {})
        .map(([k, v]) => `${k}=${v} `)
        .join('')
        .concat(c.command),
    ),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}`, DEV_MODE: '1' },
  },
);
console.log('\n  Dezvoltare: deschide http://127.0.0.1:3100 (API pe portul %s)\n', apiPort);
child.on('exit', (code) => process.exit(code ?? 0));
