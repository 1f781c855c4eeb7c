import { documentTitle, metaForPath } from './routeMeta';

describe('route meta', () => {
  it('names each route and keeps the site title as suffix', () => {
    expect(metaForPath('/').title).toBe('Bine ai venit!');
    expect(metaForPath('/acorduri/ana/melodie').title).toBe('Acorduri');
    expect(metaForPath('/categorii/rock').description).toBe('Acordurile dintr-o categorie.');
    expect(documentTitle('Artiști')).toBe('Artiști | Acorduri pentru chitară');
    expect(documentTitle('Acorduri pentru chitară')).toBe('Acorduri pentru chitară');
  });

  it('uses the 404 title for the not-found targets', () => {
    expect(metaForPath('/404').title).toBe('Pagina nu a fost găsită.');
    expect(metaForPath('/not-found').title).toBe('Pagina nu a fost găsită.');
  });
});
