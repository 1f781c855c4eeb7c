// Publishes the Storybook to Chromatic for visual review. Runs only with a project token: without one there is
// nothing to publish to, and a silent success would hide that visual review did not happen.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.',
      'Set it to the project token from the Chromatic project settings, then run again:',
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic -w ui-kit',
    ].join('\n'),
  );
  process.exit(1);
}

// The CLI reads the token from the environment; it builds the Storybook with our build-storybook script.
const result = spawnSync(
  'npx',
  ['--no-install', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  { cwd: packageDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
