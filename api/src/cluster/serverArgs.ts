import { parseArgs } from 'node:util';
import { ConfigError } from '../config/config';

export const MAX_INSTANCES = 64;

/** `--instances N` of `npm start -- --instances N`: how many API processes to run on the one database. */
export function instancesFromArgs(args: readonly string[]): number {
  let values: { instances?: string };
  try {
    ({ values } = parseArgs({ args: [...args], options: { instances: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new ConfigError(`Argument necunoscut: ${(error as Error).message}`);
  }
  if (values.instances === undefined) return 1;
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new ConfigError(`--instances trebuie să fie un număr întreg între 1 și ${MAX_INSTANCES}.`);
  }
  return instances;
}
