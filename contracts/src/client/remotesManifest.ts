import type { AreaName } from '../routes';

export interface RemoteDescriptor {
  readonly name: AreaName;
  readonly entry: string;
  /** The release served (see tools/release); absent for the unversioned build of `npm run build`. */
  readonly version?: string;
}

/**
 * Served by the API; a deployment points a remote elsewhere by changing this file, never a bundle. Read by the
 * shell to load areas and by remotes that load another remote's module on their own federation instance.
 */
export const MANIFEST_URL = '/mf/remotes.json';

export async function fetchRemotesManifest(url = MANIFEST_URL): Promise<RemoteDescriptor[]> {
  // A redeployed remote must be seen at once. `cache` is a browser fetch option Node's RequestInit type lacks.
  const response = await fetch(url, { cache: 'no-cache' } as RequestInit);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = (await response.json()) as { remotes?: unknown };
  if (!Array.isArray(body.remotes)) throw new Error(`${url}: lipsește lista „remotes”`);
  return body.remotes.filter(
    (r): r is RemoteDescriptor =>
      typeof r === 'object' && r !== null && typeof r.name === 'string' && typeof r.entry === 'string',
  );
}
