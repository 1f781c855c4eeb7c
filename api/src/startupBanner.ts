import type { DatabaseEngine } from './db/resolveDatabase';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';

/** What a newcomer needs after `npm start`: where the site is and how to sign in. */
export function printBanner(url: string, engine: DatabaseEngine, instances = 1): void {
  const lines = [
    '',
    `  Acorduri rulează la ${url}`,
    `  Baza de date: ${engine}`,
    ...(instances > 1 ? [`  Procese API: ${instances} (aceeași bază de date)`] : []),
    '  Conturi demo:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.label.padEnd(14)} ${a.email} / ${a.password}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
