import type { AreaName } from '@acorduri/contracts';

export interface RemoteDescriptor {
  readonly name: AreaName;
  readonly entry: string;
}

/** Served by the API; a deployment points a remote elsewhere by changing this file, never the shell bundle. */
export const MANIFEST_URL = '/mf/remotes.json';

export async function fetchRemotesManifest(url = MANIFEST_URL): Promise<RemoteDescriptor[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = (await response.json()) as { remotes?: unknown };
  if (!Array.isArray(body.remotes)) throw new Error(`${url}: lipsește lista „remotes”`);
  return body.remotes.filter(
    (r): r is RemoteDescriptor =>
      typeof r === 'object' && r !== null && typeof r.name === 'string' && typeof r.entry === 'string',
  );
}
