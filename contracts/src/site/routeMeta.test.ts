import { ROUTES } from '../routes';
import { documentTitle, ROUTE_META } from './routeMeta';

describe('route meta', () => {
  it('gives every admin screen a title of its own', () => {
    const adminPaths = ROUTES.filter((route) => route.area === 'mf_admin').map((route) => route.path);
    const titles = adminPaths.map((path) => ROUTE_META[path]?.title);
    expect(titles.every((title) => title?.endsWith(' – Panou administrare'))).toBe(true);
    expect(new Set(titles).size).toBe(adminPaths.length);
    expect(documentTitle(ROUTE_META['/artists']?.title ?? '')).toBe(
      'Artiști – Panou administrare | Acorduri pentru chitară',
    );
  });
});
