import request from 'supertest';
import { LessonModel } from '../src/lessons/lesson.model';
import { createLesson, type LessonFields } from '../src/lessons/lessons.service';
import { startTestApi, type TestApi } from './support/testApi';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';

const lesson = (slug: string, level: 0 | 1 | 2, isPublic = true): LessonFields => ({
  title: `Lecția ${slug}`,
  slug,
  imageUrl: `/media/img/${slug}.png`,
  description: `Descrierea lecției ${slug}`,
  body: `<p>Textul lecției <strong>${slug}</strong></p>`,
  level,
  isPublic,
});

describe('lessons (/api/lesson)', () => {
  let api: TestApi;
  let publicId: string;

  beforeAll(async () => {
    api = await startTestApi();
    publicId = (await createLesson(lesson('acorduri-barre', 2))).id;
    await createLesson(lesson('tinerea-chitarei', 0));
    await createLesson(lesson('ritmuri', 1));
    await createLesson(lesson('in-lucru', 0, false));
  });
  afterAll(() => api.stop());

  it('lists the public lessons as cards, beginner first, without their body', async () => {
    const res = await request(api.app).get('/api/lesson').expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.lessons.map((l: { slug: string }) => l.slug)).toEqual([
      'tinerea-chitarei',
      'ritmuri',
      'acorduri-barre',
    ]);
    expect(res.body.lessons[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Lecția tinerea-chitarei',
      slug: 'tinerea-chitarei',
      imageUrl: '/media/img/tinerea-chitarei.png',
      description: 'Descrierea lecției tinerea-chitarei',
      level: 0,
      isPublic: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('pages, sorts and filters by level', async () => {
    const page = await request(api.app)
      .get('/api/lesson?limit=1&offset=1&orderby=level&sort=desc')
      .expect(200);
    expect(page.body).toMatchObject({ total: 3, lessons: [{ slug: 'ritmuri' }] });
    const advanced = await request(api.app).get('/api/lesson?level=2').expect(200);
    expect(advanced.body).toMatchObject({ total: 1, lessons: [{ slug: 'acorduri-barre' }] });
  });

  it('answers one public lesson by slug or by id, with its HTML body', async () => {
    const bySlug = await request(api.app).get('/api/lesson/acorduri-barre').expect(200);
    expect(bySlug.body).toMatchObject({
      id: publicId,
      level: 2,
      body: '<p>Textul lecției <strong>acorduri-barre</strong></p>',
    });
    const byId = await request(api.app).get(`/api/lesson/${publicId}`).expect(200);
    expect(byId.body.slug).toBe('acorduri-barre');
  });

  it('answers 404 for a lesson that is not public or does not exist', async () => {
    for (const key of ['in-lucru', 'nu-exista', '0123456789abcdef01234567', 'Caractere%20ciudate!']) {
      const res = await request(api.app).get(`/api/lesson/${key}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [NOT_FOUND] });
    }
  });

  it('sanitises the HTML of every write: scripts, handlers and unsafe links are dropped', async () => {
    const created = await createLesson({
      ...lesson('periculoasa', 1),
      body: '<p onclick="alert(1)">Salut<script>alert(2)</script></p><img src="javascript:alert(3)" alt="x"><a href="https://exemplu.ro">link</a><iframe src="https://rau.ro"></iframe>',
    });
    expect(created.body).toBe(
      '<p>Salut</p><img alt="x" /><a href="https://exemplu.ro" rel="noopener noreferrer" target="_blank">link</a>',
    );
    await LessonModel.updateOne({ slug: 'periculoasa' }, { $set: { body: '<b>ok</b><style>p{}</style>' } });
    expect((await LessonModel.findOne({ slug: 'periculoasa' }).lean())?.body).toBe('<b>ok</b>');
  });
});
