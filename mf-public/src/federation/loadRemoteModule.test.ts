import { json } from '../test/renderScreen';

/** A fresh copy of the module (its registration is cached per module instance) with the runtime it sees. */
async function freshModule() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const { loadRemoteModule } = await import('./loadRemoteModule');
  return {
    loadRemote: jest.mocked(runtime.loadRemote),
    registerRemotes: jest.mocked(runtime.registerRemotes),
    loadRemoteModule,
  };
}

describe('loadRemoteModule', () => {
  it("registers the manifest's other remotes once, then loads the module", async () => {
    const fetchMock = jest.fn(async () =>
      json({
        remotes: [
          { name: 'mf_public', entry: '/mf/mf-public/remoteEntry.js' },
          { name: 'mf_chords', entry: '/mf/mf-chords/remoteEntry.js' },
          { bad: true },
        ],
      }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const { loadRemote, registerRemotes, loadRemoteModule } = await freshModule();
    loadRemote.mockResolvedValue({ transposeBody: () => '' });
    await loadRemoteModule('mf_chords/chordTools');
    await loadRemoteModule('mf_chords/ChordStrip');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'mf_chords', entry: 'http://localhost/mf/mf-chords/remoteEntry.js' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('mf_chords/ChordStrip');
  });

  it('asks for the manifest again after a failure', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ remotes: [] }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { loadRemote, loadRemoteModule } = await freshModule();
    loadRemote.mockResolvedValue({});
    await expect(loadRemoteModule('mf_chords/chordTools')).rejects.toThrow('HTTP 503');
    await expect(loadRemoteModule('mf_chords/chordTools')).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
