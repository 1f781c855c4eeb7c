import { lookup } from 'node:dns/promises';

const DEFAULT_DOWNLOAD_HOST = 'https://fastdl.mongodb.org';
const LOOKUP_TIMEOUT_MS = 3000;

export interface BinaryProbes {
  /** Path of a cached or system mongod binary, undefined when there is none. */
  locateBinary(): Promise<string | undefined>;
  /** Download address mongodb-memory-server would use (DOWNLOAD_URL, else DOWNLOAD_MIRROR, else its default). */
  downloadAddress(): string;
  resolveHost(host: string): Promise<unknown>;
}

async function memoryServerProbes(): Promise<BinaryProbes> {
  const { DryMongoBinary } = await import('mongodb-memory-server-core');
  const { resolveConfig, ResolveConfigVariables } = await import(
    'mongodb-memory-server-core/lib/util/resolveConfig.js'
  );
  return {
    locateBinary: async () => DryMongoBinary.locateBinary(await DryMongoBinary.generateOptions()),
    downloadAddress: () =>
      resolveConfig(ResolveConfigVariables.DOWNLOAD_URL) ??
      resolveConfig(ResolveConfigVariables.DOWNLOAD_MIRROR) ??
      DEFAULT_DOWNLOAD_HOST,
    resolveHost: (host) => lookup(host),
  };
}

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).hostname;
  } catch {
    return undefined;
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether mongodb-memory-server can have a mongod: one is cached (or set as the system binary), or the
 * download host resolves. Offline with nothing cached, its download would only fail after its retries
 * (about 10 s), so the caller falls back to the embedded engine at once instead.
 */
export async function mongodBinaryObtainable(probes?: BinaryProbes): Promise<boolean> {
  const probe = probes ?? (await memoryServerProbes());
  if (await probe.locateBinary()) return true;
  const host = hostOf(probe.downloadAddress());
  if (!host) return true;
  try {
    await within(probe.resolveHost(host), LOOKUP_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}
