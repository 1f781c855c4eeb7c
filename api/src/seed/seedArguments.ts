import { DEFAULT_SEED_TABS } from '@acorduri/demo-data';

export interface SeedArguments {
  readonly tabs: number;
  readonly reset: boolean;
}

export const SEED_USAGE = 'Folosire: npm run seed -w api -- [--tabs N] [--reset]';

/** `--tabs N` (or `--tabs=N`), `--reset`; throws a readable message on anything else. */
export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  let tabs = DEFAULT_SEED_TABS;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (argument === '--reset') reset = true;
    else if (argument === '--tabs' || argument.startsWith('--tabs=')) {
      const value = argument === '--tabs' ? argv[++i] : argument.slice('--tabs='.length);
      tabs = Number(value);
      if (!Number.isInteger(tabs) || tabs < 1 || tabs > 1_000_000) {
        throw new Error(`--tabs trebuie să fie un număr între 1 și 1000000. ${SEED_USAGE}`);
      }
    } else throw new Error(`Argument necunoscut: ${argument}. ${SEED_USAGE}`);
  }
  return { tabs, reset };
}
