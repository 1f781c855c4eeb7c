import { type BinaryProbes, mongodBinaryObtainable } from './mongodBinaryObtainable';

function probes(overrides: Partial<BinaryProbes>): BinaryProbes & { resolved: string[] } {
  const resolved: string[] = [];
  return {
    resolved,
    locateBinary: async () => undefined,
    downloadAddress: () => 'https://fastdl.mongodb.org',
    resolveHost: async (host) => {
      resolved.push(host);
    },
    ...overrides,
  };
}

describe('mongodBinaryObtainable', () => {
  it('is true with a cached binary, without looking the download host up', async () => {
    const probe = probes({ locateBinary: async () => '/home/u/.cache/mongodb-binaries/mongod-7.0.14' });
    await expect(mongodBinaryObtainable(probe)).resolves.toBe(true);
    expect(probe.resolved).toEqual([]);
  });

  it('is true without a binary when the download host resolves', async () => {
    const probe = probes({ downloadAddress: () => 'https://mirror.example.org/mongodb' });
    await expect(mongodBinaryObtainable(probe)).resolves.toBe(true);
    expect(probe.resolved).toEqual(['mirror.example.org']);
  });

  it('is false without a binary when the download host does not resolve (offline)', async () => {
    const probe = probes({
      resolveHost: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND fastdl.mongodb.org'), { code: 'ENOTFOUND' });
      },
    });
    await expect(mongodBinaryObtainable(probe)).resolves.toBe(false);
  });

  it('answers from the real probes on this machine without throwing', async () => {
    await expect(mongodBinaryObtainable()).resolves.toEqual(expect.any(Boolean));
  });
});
