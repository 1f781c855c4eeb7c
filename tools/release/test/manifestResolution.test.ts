import type { AreaReleaseState, RemoteDescriptor } from '@acorduri/contracts';
import {
  drawBucket,
  hasCanary,
  needsBucket,
  resolveRemotes,
  visitorFromCookie,
} from '../src/manifestResolution';

const BASE: RemoteDescriptor[] = [
  { name: 'mf_public', entry: '/mf/mf-public/remoteEntry.js' },
  { name: 'mf_account', entry: '/mf/mf-account/remoteEntry.js' },
];
const LIVE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';

const withCanary = (canary: AreaReleaseState['canary']): AreaReleaseState[] => [
  { remote: 'mf_public', live: LIVE, canary },
];
const publicEntry = (states: AreaReleaseState[], cookie: string | undefined, isAdmin = false) =>
  resolveRemotes(BASE, states, visitorFromCookie(cookie, isAdmin))[0];

describe('the manifest a browser gets', () => {
  it('keeps the base entries while nothing is released', () => {
    expect(resolveRemotes(BASE, [], visitorFromCookie(undefined, false))).toEqual(BASE);
  });

  it('points a released area at its live release folder and leaves the others alone', () => {
    const remotes = resolveRemotes(BASE, withCanary(null), visitorFromCookie(undefined, false));
    expect(remotes).toEqual([
      { name: 'mf_public', entry: `/mf/mf-public/${LIVE}/remoteEntry.js`, version: LIVE },
      BASE[1],
    ]);
  });

  it('gives a share canary to buckets below the share only', () => {
    const states = withCanary({ version: CANARY, audience: 'share', share: 50 });
    expect(publicEntry(states, '0')?.version).toBe(CANARY);
    expect(publicEntry(states, '49')?.version).toBe(CANARY);
    expect(publicEntry(states, '50')?.version).toBe(LIVE);
    expect(publicEntry(states, '99')?.version).toBe(LIVE);
    expect(publicEntry(states, undefined)?.version).toBe(LIVE);
  });

  it("follows an admin's forced group for a share canary", () => {
    const states = withCanary({ version: CANARY, audience: 'share', share: 10 });
    expect(publicEntry(states, 'canary')?.version).toBe(CANARY);
    expect(publicEntry(states, 'stable')?.version).toBe(LIVE);
  });

  it('shows an admins-only canary to signed-in admins only, unless they chose stable', () => {
    const states = withCanary({ version: CANARY, audience: 'admins', share: 0 });
    expect(publicEntry(states, undefined, true)?.version).toBe(CANARY);
    expect(publicEntry(states, '0', true)?.version).toBe(CANARY);
    expect(publicEntry(states, 'stable', true)?.version).toBe(LIVE);
    expect(publicEntry(states, 'canary', false)?.version).toBe(LIVE);
    expect(publicEntry(states, '0', false)?.version).toBe(LIVE);
  });

  it('serves a canary of an area without a live release beside the base entry', () => {
    const states: AreaReleaseState[] = [
      { remote: 'mf_public', live: null, canary: { version: CANARY, audience: 'share', share: 30 } },
    ];
    expect(publicEntry(states, '10')?.entry).toBe(`/mf/mf-public/${CANARY}/remoteEntry.js`);
    expect(publicEntry(states, '40')).toEqual(BASE[0]);
  });

  it('reads malformed cookies as a browser without a group', () => {
    for (const cookie of ['100', '-1', 'x', '', '5.5']) {
      expect(visitorFromCookie(cookie, false)).toEqual({ group: 'auto', bucket: null, isAdmin: false });
    }
  });

  it('draws a bucket only for a share canary and a browser without one', () => {
    const share = withCanary({ version: CANARY, audience: 'share', share: 5 });
    const admins = withCanary({ version: CANARY, audience: 'admins', share: 0 });
    expect(needsBucket(share, visitorFromCookie(undefined, false))).toBe(true);
    expect(needsBucket(share, visitorFromCookie('42', false))).toBe(false);
    expect(needsBucket(share, visitorFromCookie('stable', false))).toBe(false);
    expect(needsBucket(admins, visitorFromCookie(undefined, false))).toBe(false);
    expect(hasCanary(share)).toBe(true);
    expect(hasCanary(withCanary(null))).toBe(false);
  });

  it('draws buckets 0–99 whose share below n is n%', () => {
    expect(drawBucket(() => 0)).toBe(0);
    expect(drawBucket(() => 0.999999)).toBe(99);
    const buckets = Array.from({ length: 100 }, (_, i) => drawBucket(() => i / 100));
    expect(buckets.filter((b) => b < 50)).toHaveLength(50);
  });
});
