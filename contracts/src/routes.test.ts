import { AREAS, buildPath, PATHS, ROUTES, routesOf } from './routes';

describe('route table', () => {
  it('gives every area at least one route and every path one owner', () => {
    for (const area of AREAS) expect(routesOf(area).length).toBeGreaterThan(0);
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards the account screens and the admin panel', () => {
    const access = (path: string) => ROUTES.find((r) => r.path === path)?.access;
    expect(access(PATHS.accountSettings)).toBe('signed-in');
    expect(access(PATHS.adminUsers)).toBe('admin');
    expect(access(PATHS.login)).toBe('public');
  });

  it('builds URL-encoded paths and refuses missing parameters', () => {
    expect(buildPath(PATHS.search, { search: 'ana are' })).toBe('/cautare/ana%20are');
    expect(buildPath(PATHS.tab, { artistSlug: 'a', tabSlug: 'b' })).toBe('/acorduri/a/b');
    expect(() => buildPath(PATHS.tab, { artistSlug: 'a' })).toThrow('tabSlug');
  });
});
