import { readFileSync } from 'node:fs';

/** The README section whose bullets list what the engine refuses on purpose, each ending in its error text. */
export const UNSUPPORTED_HEADING = '## Unsupported features';

export interface UnsupportedFeature {
  readonly description: string;
  /** A fragment of the error message the engine (like mongod) answers for it. */
  readonly message: string;
}

/** Reads the list from the README, so the README stays the one place where it is kept. */
export function readUnsupportedFeatures(readmePath: string): UnsupportedFeature[] {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(UNSUPPORTED_HEADING);
  if (start < 0) return [];
  const section = readme.slice(start + UNSUPPORTED_HEADING.length).split(/\n## /)[0] ?? '';
  const features: UnsupportedFeature[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('- ')) continue;
    const fragments = [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    const message = fragments.at(-1);
    if (message) features.push({ description: line.slice(2).split(':')[0] ?? line, message });
  }
  return features;
}
