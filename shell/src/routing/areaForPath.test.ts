import { routeForPath } from './areaForPath';

describe('routeForPath', () => {
  it.each([
    ['/', 'mf_public'],
    ['/acorduri/artist-x/melodie-y', 'mf_public'],
    ['/cautare/ana%20are', 'mf_public'],
    ['/login', 'mf_account'],
    ['/reset-password/abc', 'mf_account'],
    ['/dictionar-acorduri', 'mf_chords'],
    ['/users', 'mf_admin'],
  ])('sends %s to %s', (path, area) => {
    expect(routeForPath(path)?.area).toBe(area);
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(routeForPath('/nu-exista/deloc/aici')).toBeUndefined();
    expect(routeForPath('/acorduri/doar-artist')).toBeUndefined();
  });
});
