/** An http(s) origin ('https://acorduri.ro'), or `undefined` when the text is anything else (a path, a pattern). */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Reads TRUSTED_ORIGINS (comma-separated origins); `undefined` when one entry is not an origin. */
export function parseTrustedOrigins(value: string): string[] | undefined {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins = entries.map(originOf);
  return origins.every((origin) => origin !== undefined) ? (origins as string[]) : undefined;
}
