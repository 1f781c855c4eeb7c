import request from 'supertest';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { LessonModel } from '../src/lessons/lesson.model';
import { createLesson } from '../src/lessons/lessons.service';
import { useAdminApi } from './support/adminApi';
import { adminAgent, type TestAgent } from './support/users';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const MISSING_ID = '0123456789abcdef01234567';

const form = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Lecția ${slug}`,
  slug,
  imageUrl: `/media/img/${slug}.png`,
  description: `Despre ${slug}`,
  body: `<p>Textul lecției ${slug}</p>`,
  level: 1,
  ...overrides,
});

describe('admin lessons (/api/admin/lesson)', () => {
  const suite = useAdminApi({ admin: { email: 'sef-lectii@acorduri.test' } });

  const lastEvent = () => EventLogModel.findOne().sort({ _id: -1 }).lean();

  it('refuses anonymous visitors (401) and standard users (403) on every call', async () => {
    const calls = (agent: ReturnType<typeof request> | TestAgent) => [
      agent.get('/api/admin/lesson'),
      agent.get(`/api/admin/lesson/${MISSING_ID}`),
      agent.post('/api/admin/lesson').send(form('interzis')),
      agent.put('/api/admin/lesson').send({ id: MISSING_ID, ...form('interzis') }),
      agent.delete('/api/admin/lesson').send({ id: MISSING_ID }),
    ];
    for (const call of calls(request(suite.api.app))) expect((await call).status).toBe(401);
    for (const call of calls(suite.standard)) expect((await call).status).toBe(403);
    expect(await LessonModel.countDocuments({ slug: 'interzis' })).toBe(0);
  });

  it('adds a lesson that starts not public, with its body sanitised, and logs it', async () => {
    const res = await suite.admin.post('/api/admin/lesson').send(
      form('scale-majore', {
        isPublic: 1,
        body: '<p onclick="alert(1)">Gama <strong>Do</strong></p><script>alert("x")</script>',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Lecția scale-majore',
      slug: 'scale-majore',
      imageUrl: '/media/img/scale-majore.png',
      description: 'Despre scale-majore',
      body: '<p>Gama <strong>Do</strong></p>',
      level: 1,
      isPublic: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await LessonModel.findById(res.body.id).lean();
    expect(stored?.body).not.toMatch(/script|onclick|alert/);
    expect(await lastEvent()).toMatchObject({
      code: EVENT.adminLessonCreated,
      email: suite.adminEmail,
      subject: `lesson ${res.body.id} «Lecția scale-majore»`,
    });
    const publicPage = await request(suite.api.app).get('/api/lesson/scale-majore');
    expect(publicPage.status).toBe(404);
  });

  it('answers every §5 message for an empty or too long form', async () => {
    const empty = await suite.admin.post('/api/admin/lesson').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      'Titlul trebuie completat',
      'Slug-ul trebuie completat',
      'Acest câmp trebuie completat',
      'Descrierea trebuie completată',
      'Nivelul trebuie selectat',
      'Textul trebuie completat',
    ]);
    const long = await suite.admin.post('/api/admin/lesson').send(
      form('prea-lung', {
        title: 'T'.repeat(101),
        slug: 's'.repeat(101),
        imageUrl: 'u'.repeat(101),
        description: 'd'.repeat(501),
        body: 'b'.repeat(20001),
        level: 3,
      }),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      'Titlul depășește 100 de caractere',
      'Slug-ul depășește 100 de caractere',
      'Câmpul depășește 100 de caractere',
      'Descrierea depășește 500 de caractere',
      'Nivelul trebuie selectat',
      'Textul depășește 20000 de caractere',
    ]);
    expect(await LessonModel.countDocuments({ slug: 'prea-lung' })).toBe(0);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example/a.png',
  ])('refuses the image URL %s with its message, on add and on update', async (imageUrl) => {
    const message = ['URL-ul imaginii trebuie să înceapă cu https://, http:// sau /'];
    const added = await suite.admin.post('/api/admin/lesson').send(form('url-rea', { imageUrl }));
    expect(added.status).toBe(400);
    expect(added.body.errors).toEqual(message);
    const created = await createLesson({ ...form(`url-buna-${crypto.randomUUID().slice(0, 8)}`), level: 1 });
    const updated = await suite.admin
      .put('/api/admin/lesson')
      .send({ id: created.id, ...form(created.slug, { imageUrl }) });
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toEqual(message);
    expect((await LessonModel.findById(created.id).lean())?.imageUrl).toBe(`/media/img/${created.slug}.png`);
    expect(await LessonModel.countDocuments({ slug: 'url-rea' })).toBe(0);
  });

  it('refuses a slug already taken, also when two adds race for it', async () => {
    await suite.admin.post('/api/admin/lesson').send(form('dublura')).expect(201);
    const again = await suite.admin.post('/api/admin/lesson').send(form('dublura'));
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual(['Slug-ul este deja folosit de altă lecție.']);
    const racing = await Promise.all(
      [1, 2, 3].map(() => suite.admin.post('/api/admin/lesson').send(form('in-cursa'))),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400, 400]);
    expect(await LessonModel.countDocuments({ slug: 'in-cursa' })).toBe(1);
  });

  it('updates every field, publishes the lesson and keeps the visibility when isPublic is not sent', async () => {
    const created = await suite.admin.post('/api/admin/lesson').send(form('de-editat')).expect(201);
    const res = await suite.admin.put('/api/admin/lesson').send({
      id: created.body.id,
      ...form('editata', { title: 'Lecție editată', level: 2, body: '<p>Nou<img src=x onerror="x()"></p>' }),
      isPublic: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      title: 'Lecție editată',
      slug: 'editata',
      level: 2,
      isPublic: true,
      body: '<p>Nou<img src="x" /></p>',
    });
    expect(await lastEvent()).toMatchObject({
      code: EVENT.adminLessonUpdated,
      email: suite.adminEmail,
      subject: `lesson ${created.body.id} «Lecție editată»`,
    });
    const publicPage = await request(suite.api.app).get('/api/lesson/editata').expect(200);
    expect(publicPage.body.title).toBe('Lecție editată');
    const kept = await suite.admin
      .put('/api/admin/lesson')
      .send({ id: created.body.id, ...form('editata', { title: 'Din nou' }) });
    expect(kept.body.isPublic).toBe(true);
    const taken = await suite.admin
      .put('/api/admin/lesson')
      .send({ id: created.body.id, ...form('dublura') });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual(['Slug-ul este deja folosit de altă lecție.']);
    const missing = await suite.admin.put('/api/admin/lesson').send({ id: MISSING_ID, ...form('nicaieri') });
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([NOT_FOUND]);
  });

  it('reads one lesson with its text, public or not, and 404 for a missing id', async () => {
    const created = await suite.admin.post('/api/admin/lesson').send(form('ascunsa')).expect(201);
    const res = await suite.admin.get(`/api/admin/lesson/${created.body.id}`).expect(200);
    expect(res.body).toEqual(created.body);
    const missing = await suite.admin.get(`/api/admin/lesson/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([NOT_FOUND]);
    const bad = await suite.admin.get('/api/admin/lesson/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Identificatorul nu este valid.']);
  });

  it('deletes a lesson (true), logs it, and answers 404 for a missing one', async () => {
    const created = await suite.admin.post('/api/admin/lesson').send(form('de-sters')).expect(201);
    const res = await suite.admin.delete('/api/admin/lesson').send({ id: created.body.id });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await LessonModel.exists({ _id: created.body.id })).toBeNull();
    expect(await lastEvent()).toMatchObject({
      code: EVENT.adminLessonDeleted,
      email: suite.adminEmail,
      subject: `lesson ${created.body.id} «Lecția de-sters»`,
    });
    const again = await suite.admin.delete('/api/admin/lesson').send({ id: created.body.id });
    expect(again.status).toBe(404);
  });

  describe('list', () => {
    // The list starts from an empty database, so it signs in an administrator of its own.
    let admin: TestAgent;

    beforeAll(async () => {
      await suite.api.clear();
      admin = await adminAgent(suite.api.app, { email: 'alt-sef@acorduri.test' });
      await createLesson({ ...form('acorduri-barre'), title: 'Acordurile barré', level: 2, isPublic: true });
      await createLesson({
        ...form('tinerea-chitarei'),
        title: 'Ținerea chitarei',
        description: 'Poziția corectă',
        level: 0,
        isPublic: true,
      });
      await createLesson({
        ...form('ritm'),
        title: 'Primul ritm',
        body: '<p>Lovituri în <em>jos</em> și în sus; ȘTIU</p>',
        level: 0,
        isPublic: false,
      });
    });

    const slugsOf = (res: { body: { lessons: { slug: string }[] } }) => res.body.lessons.map((l) => l.slug);

    it('pages every lesson, newest id first, as cards without the text', async () => {
      const res = await admin.get('/api/admin/lesson').expect(200);
      expect(res.body.total).toBe(3);
      expect(slugsOf(res)).toEqual(['ritm', 'tinerea-chitarei', 'acorduri-barre']);
      expect(res.body.lessons[0]).not.toHaveProperty('body');
      const page = await admin.get('/api/admin/lesson?limit=1&offset=1').expect(200);
      expect(slugsOf(page)).toEqual(['tinerea-chitarei']);
      expect(page.body.total).toBe(3);
    });

    it('sorts by title (ignoring diacritics), level and dates', async () => {
      const title = await admin.get('/api/admin/lesson?orderby=title&sort=asc').expect(200);
      expect(slugsOf(title)).toEqual(['acorduri-barre', 'ritm', 'tinerea-chitarei']);
      const level = await admin.get('/api/admin/lesson?orderby=level&sort=desc').expect(200);
      expect(slugsOf(level)[0]).toBe('acorduri-barre');
      const created = await admin.get('/api/admin/lesson?orderby=created_at&sort=asc').expect(200);
      expect(slugsOf(created)).toEqual(['acorduri-barre', 'tinerea-chitarei', 'ritm']);
      const bad = await admin.get('/api/admin/lesson?orderby=body');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(['Criteriul de sortare nu este valid.']);
    });

    it('filters by visibility and level', async () => {
      expect(slugsOf(await admin.get('/api/admin/lesson?isPublic=0'))).toEqual(['ritm']);
      expect(slugsOf(await admin.get('/api/admin/lesson?isPublic=1&level=0'))).toEqual(['tinerea-chitarei']);
      const all = await admin.get('/api/admin/lesson?isPublic=&level=');
      expect(all.body.total).toBe(3);
      const bad = await admin.get('/api/admin/lesson?level=5&isPublic=2');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        'Valoarea filtrului trebuie să fie 1 sau 0.',
        'Nivelul trebuie selectat',
      ]);
    });

    it('searches title, description or text, case- and diacritic-insensitively', async () => {
      expect(slugsOf(await admin.get('/api/admin/lesson?search=TINEREA'))).toEqual(['tinerea-chitarei']);
      expect(slugsOf(await admin.get('/api/admin/lesson?search=pozitia&searchField=description'))).toEqual([
        'tinerea-chitarei',
      ]);
      expect(slugsOf(await admin.get('/api/admin/lesson?search=pozitia&searchField=title'))).toEqual([]);
      expect(slugsOf(await admin.get('/api/admin/lesson?search=jos si&searchField=text'))).toEqual(['ritm']);
      expect(slugsOf(await admin.get('/api/admin/lesson?search=stiu'))).toEqual(['ritm']);
      const res = await admin.get('/api/admin/lesson?search=barre&searchField=title');
      expect(res.body).toMatchObject({ total: 1, lessons: [{ slug: 'acorduri-barre' }] });
      const bad = await admin.get('/api/admin/lesson?search=x&searchField=autor');
      expect(bad.body.errors).toEqual(['Câmpul în care se caută nu este valid.']);
    });
  });
});
