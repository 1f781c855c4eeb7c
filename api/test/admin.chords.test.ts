import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { ChordModel } from '../src/chords/chord.model';
import { seedChords } from '../src/chords/chord.seed';
import { CHORD_DATABASE_FILE } from '../src/chords/chord.service';
import { EVENT } from '../src/events/eventTypes';
import { useAdminApi } from './support/adminApi';
import { lastEvent } from './support/adminEvents';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const GUITAR = ['III', 'x     ', '---1--', '-3--4-', '--4--2', '------', '------'].join('\n');
const PIANO = '|| ||| || ||| \n0 0 0         ';
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface ChordRow {
  id: string;
  name: string;
  root: string;
  typeId: number | null;
  type: { id: number; name: string; fullName: string } | null;
  guitar: string[];
  piano: string[];
  createdAt: string;
  updatedAt: string;
}

describe('admin chord API (/api/admin/chord)', () => {
  const suite = useAdminApi({ admin: { email: 'sef@acorduri.test' } });

  beforeAll(() => seedChords());

  it('is for admins only: 401 anonymous, 403 for a standard user, on every call', async () => {
    const calls = [
      ['get', '/api/admin/chord'],
      ['get', '/api/admin/chord/root'],
      ['get', '/api/admin/chord/type'],
      ['post', '/api/admin/chord'],
      ['put', '/api/admin/chord'],
      ['delete', '/api/admin/chord'],
      ['post', '/api/admin/chord/cache'],
    ] as const;
    for (const [method, url] of calls) {
      const anonymous = await request(suite.api.app)[method](url).send({});
      expect([url, anonymous.status, anonymous.body.errors]).toEqual([
        url,
        401,
        ['Acțiunea necesită autentificare.'],
      ]);
      const forbidden = await suite.standard[method](url).send({});
      expect([url, forbidden.status, forbidden.body.errors]).toEqual([
        url,
        403,
        ['Acțiunea necesită autorizare.'],
      ]);
    }
  });

  it('answers the root and type lookups like the public dictionary', async () => {
    const roots = await suite.admin.get('/api/admin/chord/root').expect(200);
    expect(roots.body).toEqual((await request(suite.api.app).get('/api/chord/root')).body);
    expect(roots.body.total).toBe(12);
    const types = await suite.admin.get('/api/admin/chord/type').expect(200);
    expect(types.body).toEqual((await request(suite.api.app).get('/api/chord/type')).body);
    expect(types.body.types[0]).toEqual({ id: 1, name: 'major', fullName: 'Major', suffix: '' });
  });

  describe('list', () => {
    it('pages every chord, newest first, with its type and ISO dates', async () => {
      const newest = await ChordModel.create({ name: 'Cx', root: 'C', typeId: 2, guitar: [GUITAR] });
      const { body } = await suite.admin.get('/api/admin/chord').query({ limit: 5 }).expect(200);
      expect(body.total).toBe(await ChordModel.countDocuments());
      expect(body.chords).toHaveLength(5);
      const [first] = body.chords as ChordRow[];
      expect(first).toEqual({
        id: newest.id,
        name: 'Cx',
        root: 'C',
        typeId: 2,
        type: { id: 2, name: 'm', fullName: 'Minor' },
        guitar: [GUITAR],
        piano: [],
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      const next = await suite.admin.get('/api/admin/chord').query({ limit: 5, offset: 5 }).expect(200);
      const ids = [...body.chords, ...next.body.chords].map((chord: ChordRow) => chord.id);
      expect(new Set(ids).size).toBe(10);
      await newest.deleteOne();
    });

    it('filters by root (any spelling) and type, and sorts by name', async () => {
      const { body } = await suite.admin
        .get('/api/admin/chord')
        .query({ root: 'D#', orderby: 'name', sort: 'asc', limit: 500 })
        .expect(200);
      expect(body.total).toBe(await ChordModel.countDocuments({ root: 'Eb' }));
      const names = body.chords.map((chord: ChordRow) => chord.name);
      expect(names).toEqual([...names].sort());
      expect(body.chords.every((chord: ChordRow) => chord.root === 'Eb')).toBe(true);
      const minor = await suite.admin.get('/api/admin/chord').query({ root: 'A', typeId: 2 }).expect(200);
      expect(minor.body.chords.map((chord: ChordRow) => chord.name)).toEqual(['Am']);
      expect(minor.body.total).toBe(1);
      const empty = await suite.admin.get('/api/admin/chord').query({ root: '', typeId: '' }).expect(200);
      expect(empty.body.total).toBe(await ChordModel.countDocuments());
    });

    it('searches by part of the name in any case', async () => {
      const { body } = await suite.admin
        .get('/api/admin/chord')
        .query({ search: 'MAJ7', limit: 500 })
        .expect(200);
      expect(body.total).toBe(await ChordModel.countDocuments({ name: /maj7/i }));
      expect(body.total).toBeGreaterThan(0);
      expect(body.chords.every((chord: ChordRow) => chord.name.toLowerCase().includes('maj7'))).toBe(true);
      const sharp = await suite.admin.get('/api/admin/chord').query({ search: 'c#m' }).expect(200);
      expect(sharp.body.chords.map((chord: ChordRow) => chord.name)).toContain('C#m');
    });

    it('sorts by root and by update date', async () => {
      const byRoot = await suite.admin
        .get('/api/admin/chord')
        .query({ orderby: 'root', sort: 'asc', limit: 500 });
      const roots = byRoot.body.chords.map((chord: ChordRow) => chord.root);
      expect(roots).toEqual([...roots].sort());
      const byUpdate = await suite.admin.get('/api/admin/chord').query({ orderby: 'updated_at', limit: 500 });
      const dates = byUpdate.body.chords.map((chord: ChordRow) => chord.updatedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('refuses bad filters and paging with Romanian messages', async () => {
      const bad = await suite.admin
        .get('/api/admin/chord')
        .query({ root: 'H', typeId: 'x', orderby: 'votes', limit: 0 })
        .expect(400);
      expect(bad.body.errors).toEqual([
        'Numărul de rezultate pe pagină trebuie să fie între 1 și 500.',
        'Criteriul de sortare nu este valid.',
        'Rădăcina acordului nu este validă.',
        'Tipul acordului nu este valid.',
      ]);
    });
  });

  describe('create, update, delete', () => {
    let created: ChordRow;

    it('creates a chord (root in any spelling), answers it and logs who did it', async () => {
      const res = await suite.admin
        .post('/api/admin/chord')
        .send({ name: 'D#add11', root: 'D#', typeId: null, guitar: [GUITAR], piano: [PIANO] })
        .expect(201);
      created = res.body;
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'D#add11',
        root: 'Eb',
        typeId: null,
        type: null,
        guitar: [GUITAR],
        piano: [PIANO],
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      expect(await ChordModel.exists({ _id: created.id, name: 'D#add11' })).toBeTruthy();
      const event = await lastEvent(EVENT.adminChordCreated);
      expect(event).toMatchObject({ email: suite.adminEmail, subject: `chord ${created.id} «D#add11»` });
      const list = await suite.admin.get('/api/admin/chord').query({ limit: 5 }).expect(200);
      expect(list.body.chords[0].id).toBe(created.id);
    });

    it('gives every validation message of the spec, and refuses unknown roots, types and taken names', async () => {
      const missing = await suite.admin.post('/api/admin/chord').send({}).expect(400);
      expect(missing.body.errors).toEqual([
        'Numele trebuie completat',
        'Rădăcina acordului trebuie completată',
      ]);
      const tooLong = await suite.admin
        .post('/api/admin/chord')
        .send({ name: 'Cmaj7sus4b9', root: 'C' })
        .expect(400);
      expect(tooLong.body.errors).toEqual(['Titlul depășește 10 de caractere']);
      const variants = await suite.admin
        .post('/api/admin/chord')
        .send({ name: 'Cq', root: 'C', guitar: ['', 'I\nxxxxxx'], piano: ['0'] })
        .expect(400);
      expect(variants.body.errors).toEqual(['Definiția trebuie completată', 'Definiția nu este validă']);
      const unknown = await suite.admin
        .post('/api/admin/chord')
        .send({ name: 'Hq', root: 'H', typeId: 1 })
        .expect(400);
      expect(unknown.body.errors).toEqual(['Rădăcina acordului nu este validă.']);
      const noType = await suite.admin
        .post('/api/admin/chord')
        .send({ name: 'Cq', root: 'C', typeId: 99 })
        .expect(400);
      expect(noType.body.errors).toEqual(['Tipul acordului nu este valid.']);
      const taken = await suite.admin
        .post('/api/admin/chord')
        .send({ name: 'Am', root: 'A', typeId: 2 })
        .expect(400);
      expect(taken.body.errors).toEqual(['Există deja un acord cu acest nume.']);
      expect(await ChordModel.countDocuments({ name: { $in: ['Cq', 'Hq'] } })).toBe(0);
    });

    it('lets only one of two simultaneous writes take a name: the other gets the taken-name message', async () => {
      const create = () =>
        suite.admin.post('/api/admin/chord').send({ name: 'Gq', root: 'G', typeId: null, guitar: [GUITAR] });
      const creates = await Promise.all([create(), create(), create()]);
      expect(creates.map((res) => res.status).sort()).toEqual([201, 400, 400]);
      for (const res of creates.filter((res) => res.status === 400)) {
        expect(res.body.errors).toEqual(['Există deja un acord cu acest nume.']);
      }
      expect(await ChordModel.countDocuments({ name: 'Gq' })).toBe(1);

      const [first, second] = await ChordModel.create([
        { name: 'Gq1', root: 'G' },
        { name: 'Gq2', root: 'G' },
      ]);
      const rename = (id: string) =>
        suite.admin.put('/api/admin/chord').send({ id, name: 'Gqq', root: 'G', typeId: null });
      const renames = await Promise.all([rename(String(first?.id)), rename(String(second?.id))]);
      expect(renames.map((res) => res.status).sort()).toEqual([200, 400]);
      expect(await ChordModel.countDocuments({ name: 'Gqq' })).toBe(1);
      await expect(ChordModel.create({ name: 'Gqq', root: 'G' })).rejects.toMatchObject({ code: 11000 });
    });

    it('updates a chord and logs it; its own name stays allowed, another chord’s is refused', async () => {
      const res = await suite.admin
        .put('/api/admin/chord')
        .send({ id: created.id, name: 'D#add11', root: 'Eb', typeId: 9, guitar: [], piano: [PIANO, PIANO] })
        .expect(200);
      expect(res.body).toMatchObject({
        id: created.id,
        name: 'D#add11',
        typeId: 9,
        type: { id: 9, name: 'add9' },
        guitar: [],
        piano: [PIANO, PIANO],
        createdAt: created.createdAt,
      });
      expect(await lastEvent(EVENT.adminChordUpdated)).toMatchObject({
        email: suite.adminEmail,
        subject: `chord ${created.id} «D#add11»`,
      });
      const taken = await suite.admin
        .put('/api/admin/chord')
        .send({ id: created.id, name: 'Am', root: 'A' })
        .expect(400);
      expect(taken.body.errors).toEqual(['Există deja un acord cu acest nume.']);
      const invalid = await suite.admin
        .put('/api/admin/chord')
        .send({ id: 'x', name: 'Am', root: 'A' })
        .expect(400);
      expect(invalid.body.errors).toEqual(['Identificatorul nu este valid.']);
      const gone = await suite.admin
        .put('/api/admin/chord')
        .send({ id: '0123456789abcdef01234567', name: 'Zz', root: 'A' })
        .expect(404);
      expect(gone.body.errors).toEqual([NOT_FOUND]);
    });

    it('writes chordDatabase.json on demand; the new chord is then in the public dictionary', async () => {
      const res = await suite.admin.post('/api/admin/chord/cache').expect(200);
      const total = await ChordModel.countDocuments();
      expect(res.body).toEqual({ chords: total });
      const file = await cacheFiles.json(CHORD_DATABASE_FILE);
      expect(file.chords).toHaveLength(total);
      const served = await request(suite.api.app).get(`/cache/${CHORD_DATABASE_FILE}`).expect(200);
      expect(served.body.chords).toContainEqual({
        id: created.id,
        name: 'D#add11',
        root: 'Eb',
        typeId: 9,
        guitar: [],
        piano: [PIANO, PIANO],
      });
      const dictionary = await request(suite.api.app)
        .get('/api/chord')
        .query({ root: 'Eb', typeId: 9 })
        .expect(200);
      expect(dictionary.body.chords.map((chord: ChordRow) => chord.name)).toContain('D#add11');
      expect(await lastEvent(EVENT.adminChordFileGenerated)).toMatchObject({
        email: suite.adminEmail,
        subject: `file ${CHORD_DATABASE_FILE} «${total} acorduri»`,
      });
    });

    it('deletes a chord (true), logs it, then answers 404', async () => {
      const res = await suite.admin.delete('/api/admin/chord').send({ id: created.id }).expect(200);
      expect(res.body).toBe(true);
      expect(await ChordModel.exists({ _id: created.id })).toBeNull();
      expect(await lastEvent(EVENT.adminChordDeleted)).toMatchObject({
        email: suite.adminEmail,
        subject: `chord ${created.id} «D#add11»`,
      });
      const again = await suite.admin.delete('/api/admin/chord').send({ id: created.id }).expect(404);
      expect(again.body.errors).toEqual([NOT_FOUND]);
      const invalid = await suite.admin.delete('/api/admin/chord').send({}).expect(400);
      expect(invalid.body.errors).toEqual(['Identificatorul nu este valid.']);
    });
  });
});
