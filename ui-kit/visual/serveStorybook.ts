import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';

const staticBuild = path.resolve(__dirname, '../storybook-static');

/** Serves the static Storybook on a free port for the run; Playwright calls the returned teardown at the end. */
export default async function serveStorybook(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(staticBuild, 'index.json'))) {
    throw new Error('No Storybook build: run `npm run build-storybook -w ui-kit` first.');
  }
  const server = createServer(sirv(staticBuild, { dev: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.STORYBOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise((resolve) => server.close(() => resolve()));
}
