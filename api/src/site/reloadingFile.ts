import { readFile, stat } from 'node:fs/promises';

/** How often a build file is checked for a rebuild: pages read several on every request. */
const CHECK_EVERY_MS = 1000;

/**
 * A file's parsed content, read again when its modification time or size changed (a new build), checked at most
 * once a second: the requests that arrive while a check runs wait for it rather than each start their own. A
 * failed read or parse is not kept: the next call tries again.
 */
export function reloadingFile<T>(
  file: string,
  parse: (text: string, version: string) => T,
): () => Promise<T> {
  let kept: { version: string; value: T; checkedAt: number } | undefined;
  let checking: Promise<T> | undefined;
  const check = async (): Promise<T> => {
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    const value = kept?.version === version ? kept.value : parse(await readFile(file, 'utf8'), version);
    kept = { version, value, checkedAt: Date.now() };
    return value;
  };
  return () => {
    if (kept && Date.now() - kept.checkedAt < CHECK_EVERY_MS) return Promise.resolve(kept.value);
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };
}
