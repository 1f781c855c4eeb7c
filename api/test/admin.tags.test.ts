import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { EVENT } from '../src/events/eventTypes';
import { TabModel } from '../src/tabs/tab.model';
import { TagModel } from '../src/tags/tag.model';
import { useAdminApi } from './support/adminApi';
import { lastEvent } from './support/adminEvents';
import { createArtist, createTab, createTag } from './support/catalogue';
import type { TestAgent } from './support/users';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const IN_USE = 'Categoria nu poate fi ștearsă: are transpuneri.';
const MISSING_ID = '0123456789abcdef01234567';

const names = (body: { tags: { name: string }[] }) => body.tags.map((tag) => tag.name);

async function tagFile(): Promise<{ tags: { name: string }[] }> {
  await cacheFiles.flush();
  return await cacheFiles.json('tag-data.json');
}

describe('admin tags (/api/admin/tag)', () => {
  const suite = useAdminApi({ env: { RATE_LIMIT_WRITE_MAX: '10000' } });

  describe('the lists', () => {
    beforeAll(async () => {
      const folk = await createTag('Folk');
      await createTag('Colinde', false);
      const sarba = await createTag('Șlagăre', true);
      await createTag('Ăsta privat', false);
      const artist = await createArtist('Listă');
      await createTab({ title: 'Unu', artist, tags: [folk, sarba] });
      await createTab({ title: 'Doi', artist, tags: [folk] });
    });

    it('answers { tags, total } by id descending, private tags included', async () => {
      const res = await suite.admin.get('/api/admin/tag');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(4);
      expect(names(res.body)).toEqual(['Ăsta privat', 'Șlagăre', 'Colinde', 'Folk']);
      expect(res.body.tags[3]).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Folk',
        slug: 'folk',
        isPublic: true,
        tabCount: 2,
      });
    });

    it('sorts by normalised name and tab count, filters by visibility and searches the name', async () => {
      const byName = await suite.admin.get('/api/admin/tag?orderby=name&sort=asc');
      expect(names(byName.body)).toEqual(['Ăsta privat', 'Colinde', 'Folk', 'Șlagăre']);
      const byCount = await suite.admin.get('/api/admin/tag?orderby=tab_count&sort=desc&limit=2');
      expect(byCount.body).toMatchObject({ total: 4, tags: [{ name: 'Folk' }, { name: 'Șlagăre' }] });
      const hidden = await suite.admin.get('/api/admin/tag?isPublic=0&orderby=name&sort=asc');
      expect(names(hidden.body)).toEqual(['Ăsta privat', 'Colinde']);
      const search = await suite.admin.get(`/api/admin/tag?search=${encodeURIComponent('SLAG')}`);
      expect(names(search.body)).toEqual(['Șlagăre']);
    });

    it('answers the list messages for bad parameters', async () => {
      const res = await suite.admin.get('/api/admin/tag?orderby=slug&isPublic=da&limit=501');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        'Numărul de rezultate pe pagină trebuie să fie între 1 și 500.',
        'Criteriul de sortare nu este valid.',
        'Valoarea filtrului trebuie să fie 1 sau 0.',
      ]);
    });

    it('answers every tag by name for the tab edit dialog', async () => {
      const res = await suite.admin.get('/api/admin/tag/all');
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Ăsta privat', 'Colinde', 'Folk', 'Șlagăre']);
      expect(res.body.tags[1]).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Colinde',
        slug: 'colinde',
        isPublic: false,
      });
    });
  });

  describe('create, update, delete', () => {
    it('creates a private tag by default and a public one into the tag file, logging both', async () => {
      const hidden = await suite.admin.post('/api/admin/tag').send({ name: 'Balade vechi' });
      expect(hidden.status).toBe(201);
      expect(hidden.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Balade vechi',
        slug: 'balade-vechi',
        isPublic: false,
        tabCount: 0,
      });
      const shown = await suite.admin.post('/api/admin/tag').send({ name: 'Rock românesc', isPublic: 1 });
      expect(shown.body).toMatchObject({ slug: 'rock-romanesc', isPublic: true });
      expect(await lastEvent(EVENT.adminTagCreated)).toMatchObject({
        email: suite.adminEmail,
        subject: `tag ${shown.body.id} «Rock românesc»`,
      });
      const file = names(await tagFile());
      expect(file).toContain('Rock românesc');
      expect(file).not.toContain('Balade vechi');
    });

    it('answers the §5 messages and refuses a taken name', async () => {
      const empty = await suite.admin.post('/api/admin/tag').send({ isPublic: 'poate' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        'Numele trebuie completat',
        'Valoarea câmpului Public trebuie să fie 1 sau 0.',
      ]);
      const long = await suite.admin.post('/api/admin/tag').send({ name: 'n'.repeat(41) });
      expect(long.body.errors).toEqual(['Numele depășește 40 de caractere']);
      const symbols = await suite.admin.post('/api/admin/tag').send({ name: '***' });
      expect(symbols.body.errors).toEqual(['Numele trebuie să conțină cel puțin o literă sau o cifră.']);
      await createTag('Pop');
      const taken = await suite.admin.post('/api/admin/tag').send({ name: 'POP' });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toEqual(['Există deja o categorie cu acest nume.']);
    });

    it('renames and hides a tag, refreshing the tag file; keeps visibility when isPublic is omitted', async () => {
      const tag = await createTag('Jaz', true);
      const renamed = await suite.admin
        .put('/api/admin/tag')
        .send({ id: tag._id.toHexString(), name: 'Jazz' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Jazz', slug: 'jazz', isPublic: true });
      expect(names(await tagFile())).toContain('Jazz');
      const hidden = await suite.admin
        .put('/api/admin/tag')
        .send({ id: tag._id.toHexString(), name: 'Jazz', isPublic: 0 });
      expect(hidden.body.isPublic).toBe(false);
      expect(names(await tagFile())).not.toContain('Jazz');
      expect(await lastEvent(EVENT.adminTagUpdated)).toMatchObject({
        email: suite.adminEmail,
        subject: `tag ${tag._id.toHexString()} «Jazz»`,
      });
      const missing = await suite.admin.put('/api/admin/tag').send({ id: MISSING_ID, name: 'Oricare' });
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual([NOT_FOUND]);
      const invalid = await suite.admin.put('/api/admin/tag').send({ id: '12', name: '' });
      expect(invalid.body.errors).toEqual(['Identificatorul nu este valid.', 'Numele trebuie completat']);
    });

    it('deletes an unused tag (true, logged) and refuses one any tab carries, even an unpublished one', async () => {
      const unused = await createTag('Nefolosită', false);
      const res = await suite.admin.delete('/api/admin/tag').send({ id: unused._id.toHexString() });
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect(await TagModel.exists({ _id: unused._id })).toBeNull();
      expect(await lastEvent(EVENT.adminTagDeleted)).toMatchObject({
        email: suite.adminEmail,
        subject: `tag ${unused._id.toHexString()} «Nefolosită»`,
      });
      const again = await suite.admin.delete('/api/admin/tag').send({ id: unused._id.toHexString() });
      expect(again.status).toBe(404);

      const onPrivate = await createTag('Pe ascuns');
      await createTab({
        title: 'Ciornă',
        artist: await createArtist('Cineva'),
        tags: [onPrivate],
        isPublic: false,
      });
      expect((await TagModel.findById(onPrivate._id).lean())?.tabCount).toBe(0);
      const refused = await suite.admin.delete('/api/admin/tag').send({ id: onPrivate._id.toHexString() });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([IN_USE]);
      expect(await TagModel.exists({ _id: onPrivate._id })).not.toBeNull();
      expect(await TabModel.exists({ tagIds: onPrivate._id })).not.toBeNull();
    });
  });

  it('regenerates the tag file on demand and answers its count', async () => {
    const res = await suite.admin.post('/api/admin/tag/cache');
    expect(res.status).toBe(200);
    const publicCount = await TagModel.countDocuments({ isPublic: true });
    expect(res.body).toEqual({ tags: publicCount });
    expect((await tagFile()).tags).toHaveLength(publicCount);
    expect(await lastEvent(EVENT.adminTagFileGenerated)).toMatchObject({
      email: suite.adminEmail,
      subject: 'file tag-data.json',
    });
  });

  it('answers 401 anonymously and 403 to a standard user on every call', async () => {
    const anonymous = request(suite.api.app);
    type Caller = TestAgent | typeof anonymous;
    const calls = [
      (agent: Caller) => agent.get('/api/admin/tag'),
      (agent: Caller) => agent.get('/api/admin/tag/all'),
      (agent: Caller) => agent.post('/api/admin/tag').send({ name: 'Intrusă' }),
      (agent: Caller) => agent.put('/api/admin/tag').send({ id: MISSING_ID, name: 'Intrusă' }),
      (agent: Caller) => agent.delete('/api/admin/tag').send({ id: MISSING_ID }),
      (agent: Caller) => agent.post('/api/admin/tag/cache'),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(suite.standard)).status).toBe(403);
    }
    expect(await TagModel.exists({ name: 'Intrusă' })).toBeNull();
  });
});
