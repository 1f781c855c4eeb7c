import { decryptTabBody } from '@acorduri/contracts';
import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { TabModel } from '../src/tabs/tab.model';
import { approveDraft } from '../src/tabs/userTab.service';
import { TagModel } from '../src/tags/tag.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab, createTag, SAMPLE_BODY } from './support/catalogue';
import { useUserApi } from './support/userApi';
import { createUser } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';

describe('own tabs (/api/user/tab)', () => {
  const suite = useUserApi({ username: 'Autor Tabs', slug: 'autor-tabs' });
  let artistId: string;

  beforeAll(async () => {
    artistId = (await createArtist('Phoenix'))._id.toHexString();
  });

  it('creates an unpublished tab and returns it with the body encrypted', async () => {
    const res = await suite.agent
      .post('/api/user/tab')
      .send({ title: 'Andrii Popa', artistId, body: SAMPLE_BODY });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Andrii Popa',
      slug: 'andrii-popa',
      isPublic: false,
      draftAvailable: false,
      artist: { id: artistId, name: 'Phoenix', slug: 'phoenix' },
      author: { id: suite.userId.toHexString(), slug: 'autor-tabs' },
      preview: SAMPLE_BODY.slice(0, 100),
    });
    expect(await decryptTabBody(res.body.body)).toBe(SAMPLE_BODY);
    expect((await UserModel.findById(suite.userId))?.tabCount).toBe(1);
    expect((await ArtistModel.findById(artistId))?.tabCount).toBe(0);
  });

  it('accepts a free-text artist and gives the same title a distinct slug', async () => {
    const one = await suite.agent
      .post('/api/user/tab')
      .send({ title: 'Balada', tempArtist: 'Necunoscut', body: 'x' });
    const two = await suite.agent
      .post('/api/user/tab')
      .send({ title: 'Balada', tempArtist: 'Altcineva', body: 'y' });
    expect(one.status).toBe(201);
    expect(one.body.artist).toEqual({ id: null, name: 'Necunoscut', slug: '', tempName: 'Necunoscut' });
    expect([one.body.slug, two.body.slug]).toEqual(['balada', 'balada-2']);
  });

  it('answers every validation message of the form', async () => {
    const empty = await suite.agent.post('/api/user/tab').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      'Titlul trebuie completat',
      'Textul trebuie completat',
      'Cel puțin un artist trebuie selectat',
    ]);
    const tooLong = await suite.agent.post('/api/user/tab').send({
      title: 't'.repeat(101),
      tempArtist: 'a'.repeat(51),
      body: 'b'.repeat(100001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([
      'Numele depășește 100 de caractere',
      'Numele artistului depășește 50 de caractere',
      'Textul depășește numărul maxim permis de caractere',
    ]);
    const blank = await suite.agent
      .post('/api/user/tab')
      .send({ title: 'T', tempArtist: 'A', body: '  \n ' });
    expect(blank.body.errors).toEqual(['Textul trebuie completat']);
    const unknownArtist = await suite.agent
      .post('/api/user/tab')
      .send({ title: 'T', artistId: '0123456789abcdef01234567', body: 'b' });
    expect(unknownArtist.status).toBe(400);
    expect(unknownArtist.body.errors).toEqual(['Artistul selectat nu există.']);
    const badId = await suite.agent.post('/api/user/tab').send({ title: 'T', artistId: 'xyz', body: 'b' });
    expect(badId.body.errors).toEqual(['Artistul selectat nu există.']);
  });

  it('lists own tabs with filters and answers one of them', async () => {
    const list = await suite.agent.get('/api/user/tab?orderby=title&sort=asc');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.tabs.map((tab: { title: string }) => tab.title)).toEqual([
      'Andrii Popa',
      'Balada',
      'Balada',
    ]);
    const byArtist = await suite.agent.get(`/api/user/tab?artistId=${artistId}&isPublic=0&draftAvailable=0`);
    expect(byArtist.body.total).toBe(1);
    const id = byArtist.body.tabs[0].id;
    const one = await suite.agent.get(`/api/user/tab/${id}`);
    expect(one.status).toBe(200);
    expect(await decryptTabBody(one.body.body)).toBe(SAMPLE_BODY);
    expect((await suite.agent.get('/api/user/tab?isPublic=1')).body).toEqual({ tabs: [], total: 0 });
    const badFilters = await suite.agent.get('/api/user/tab?isPublic=poate&artistId=xyz&orderby=body');
    expect(badFilters.status).toBe(400);
    expect(badFilters.body.errors).toEqual([
      'Parametrii listei nu sunt valizi.',
      'Identificatorul nu este valid.',
    ]);
  });

  it("answers 404 for another user's tab (read, draft, delete) and leaves it alone", async () => {
    const stranger = await createUser();
    const theirs = await createTab({
      title: 'A lor',
      artist: (await ArtistModel.findById(artistId))!,
      authorId: stranger._id,
    });
    const id = theirs._id.toHexString();
    expect((await suite.agent.get(`/api/user/tab/${id}`)).status).toBe(404);
    const draft = await suite.agent.put('/api/user/tab/draft').send({ id, title: 'X', artistId, body: 'x' });
    expect(draft.status).toBe(404);
    const removal = await suite.agent.delete('/api/user/tab').send({ id });
    expect(removal.status).toBe(404);
    expect(await TabModel.exists({ _id: id })).toBeTruthy();
  });

  it('keeps an edit as a draft, leaving the public tab unchanged until approval', async () => {
    const rock = await createTag('Rock');
    const phoenix = (await ArtistModel.findById(artistId))!;
    const author = (await UserModel.findById(suite.userId))!;
    const published = await createTab({
      title: 'Mugur de fluier',
      artist: phoenix,
      authorId: author._id,
      tags: [rock],
    });
    const id = published._id.toHexString();
    const before = await request(suite.api.app).get(`/api/tab/${id}`);

    const res = await suite.agent
      .put('/api/user/tab/draft')
      .send({ id, title: 'Mugur de fluier (live)', tempArtist: 'Phoenix & prietenii', body: 'Am\nnou' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Mugur de fluier',
      draftAvailable: true,
      draft: { title: 'Mugur de fluier (live)', tempArtistName: 'Phoenix & prietenii', artistId: null },
    });
    expect(await decryptTabBody(res.body.draft.body)).toBe('Am\nnou');
    const after = await request(suite.api.app).get(`/api/tab/${id}`);
    expect(after.body.title).toBe('Mugur de fluier');
    expect(after.body.updatedAt).toBe(before.body.updatedAt);
    expect(await decryptTabBody(after.body.body)).toBe(SAMPLE_BODY);
    const awaiting = await suite.agent.get('/api/user/tab?draftAvailable=1');
    expect(awaiting.body.tabs[0].draft).toEqual({
      title: 'Mugur de fluier (live)',
      artistId: null,
      artistName: null,
      tempArtistName: 'Phoenix & prietenii',
    });

    const other = await createArtist('Sfinx');
    const { after: approved } = await approveDraft(id, {
      title: 'Mugur de fluier (live)',
      artistId: other.id,
      body: 'Am\nnou',
    });
    expect(approved).toMatchObject({
      slug: 'mugur-de-fluier-live',
      isPublic: true,
      draftAvailable: false,
      draft: null,
    });
    expect((await ArtistModel.findById(artistId))?.tabCount).toBe(1);
    expect((await ArtistModel.findById(other._id))?.tabCount).toBe(1);
    expect((await TagModel.findById(rock._id))?.tabCount).toBe(1);
    const page = await request(suite.api.app).get('/api/tab/by-slug/sfinx/mugur-de-fluier-live');
    expect(await decryptTabBody(page.body.body)).toBe('Am\nnou');
  });

  it('approves the draft of a new tab with its tags: it becomes public and the published counters move', async () => {
    const created = await suite.agent
      .post('/api/user/tab')
      .send({ title: 'Nouă', tempArtist: 'Cineva', body: 'C G' });
    await suite.agent
      .put('/api/user/tab/draft')
      .send({ id: created.body.id, title: 'Nouă', artistId, body: 'C G' });
    const publishedBefore = (await UserModel.findById(suite.userId))!.publishedTabCount;
    const untagged = approveDraft(created.body.id, { title: 'Nouă', artistId, body: 'C G' });
    await expect(untagged).rejects.toThrow('Cel puțin o etichetă trebuie selectată');
    const tag = await createTag('Etichetă nouă');
    await approveDraft(created.body.id, { title: 'Nouă', artistId, body: 'C G', tagIds: [tag.id] });
    expect((await UserModel.findById(suite.userId))?.publishedTabCount).toBe(publishedBefore + 1);
    expect((await request(suite.api.app).get('/api/tab/by-slug/phoenix/noua')).status).toBe(200);
  });

  it('deletes an own tab, answering true, then 404', async () => {
    const created = await suite.agent.post('/api/user/tab').send({ title: 'De șters', artistId, body: 'x' });
    const countBefore = (await UserModel.findById(suite.userId))!.tabCount;
    const res = await suite.agent.delete('/api/user/tab').send({ id: created.body.id });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await UserModel.findById(suite.userId))?.tabCount).toBe(countBefore - 1);
    expect((await suite.agent.delete('/api/user/tab').send({ id: created.body.id })).status).toBe(404);
    expect((await suite.agent.delete('/api/user/tab').send({})).body.errors).toEqual([
      'Identificatorul nu este valid.',
    ]);
  });

  it('answers 401 to anonymous calls', async () => {
    const anonymous = request(suite.api.app);
    for (const res of [
      await anonymous.get('/api/user/tab'),
      await anonymous.get('/api/user/tab/0123456789abcdef01234567'),
      await anonymous.post('/api/user/tab').send({ title: 'T', tempArtist: 'A', body: 'b' }),
      await anonymous.put('/api/user/tab/draft').send({}),
      await anonymous.delete('/api/user/tab').send({}),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([UNAUTHENTICATED]);
    }
  });
});
