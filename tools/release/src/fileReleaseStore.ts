import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AreaName, AreaReleaseState, CanaryRule, ReleaseRecord } from '@acorduri/contracts';
import { emptyArea, type ReleaseStore } from './releaseStore';

interface RegistryFile {
  releases: ReleaseRecord[];
  areas: AreaReleaseState[];
}

export const REGISTRY_FILE = 'releases.json';

/**
 * The registry as `<releases dir>/releases.json`. Every change is written to a temporary file and renamed over the
 * old one, so a reader (the API, on every manifest request) sees the old or the new registry, never half of one.
 */
export function fileReleaseStore(releasesDir: string): ReleaseStore {
  const file = path.join(releasesDir, REGISTRY_FILE);

  async function read(): Promise<RegistryFile> {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<RegistryFile>;
      return { releases: parsed.releases ?? [], areas: parsed.areas ?? [] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { releases: [], areas: [] };
      throw error;
    }
  }

  async function write(registry: RegistryFile): Promise<void> {
    await mkdir(releasesDir, { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
    await rename(temporary, file);
  }

  return {
    async releases(remote) {
      const { releases } = await read();
      return remote ? releases.filter((r) => r.remote === remote) : releases;
    },
    async addRelease(record) {
      const registry = await read();
      if (registry.releases.some((r) => r.remote === record.remote && r.version === record.version)) return;
      await write({ ...registry, releases: [...registry.releases, record] });
    },
    async areaStates() {
      return (await read()).areas;
    },
    async updateArea(remote: AreaName, change: { live?: string | null; canary?: CanaryRule | null }) {
      const registry = await read();
      const current = registry.areas.find((a) => a.remote === remote) ?? emptyArea(remote);
      const updated = { ...current, ...change };
      await write({ ...registry, areas: [...registry.areas.filter((a) => a.remote !== remote), updated] });
    },
    close: async () => undefined,
  };
}
