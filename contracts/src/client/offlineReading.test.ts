import { isOfflineReadableApi } from './offlineReading';

describe('isOfflineReadableApi', () => {
  it('lets only songbook, public tab and session reads come from the offline cache', () => {
    expect(isOfflineReadableApi('GET', '/api/songbook/nunta-ana')).toBe(true);
    expect(isOfflineReadableApi('GET', '/api/user/songbook/0123456789abcdef01234567')).toBe(true);
    expect(isOfflineReadableApi('GET', '/api/tab/by-slug/ana-lungu/dor')).toBe(true);
    expect(isOfflineReadableApi('GET', '/api/account')).toBe(true);
    // 'Cântecele mele' (#31): the user's list of songbooks.
    expect(isOfflineReadableApi('GET', '/api/user/songbook')).toBe(true);
  });

  it('never serves a write, an admin call or another account call from a cache', () => {
    expect(isOfflineReadableApi('PUT', '/api/user/songbook/0123456789abcdef01234567')).toBe(false);
    expect(isOfflineReadableApi('POST', '/api/songbook/nunta-ana')).toBe(false);
    expect(isOfflineReadableApi('POST', '/api/user/songbook')).toBe(false);
    expect(isOfflineReadableApi('GET', '/api/admin/tabs')).toBe(false);
    expect(isOfflineReadableApi('GET', '/api/user/tab/favourites')).toBe(false);
    expect(isOfflineReadableApi('GET', '/api/user/songbook/0123456789abcdef01234567/entries')).toBe(false);
  });
});
