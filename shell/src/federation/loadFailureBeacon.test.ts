import type { RemoteDescriptor } from '@acorduri/contracts';
import { reportLoadFailure } from './loadFailureBeacon';

const REMOTES: RemoteDescriptor[] = [
  { name: 'mf_public', entry: '/mf/mf-public/0123456789ab/remoteEntry.js', version: '0123456789ab' },
  { name: 'mf_account', entry: '/mf/mf-account/remoteEntry.js' },
];

/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('the load-failure beacon', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it('reports the release of the area that failed as JSON', async () => {
    reportLoadFailure(REMOTES, 'mf_public');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/mf/beacon');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await blobText(body))).toEqual({ remote: 'mf_public', version: '0123456789ab' });
  });

  it('sends nothing for an unversioned build', () => {
    reportLoadFailure(REMOTES, 'mf_account');
    reportLoadFailure(REMOTES, 'mf_admin');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
