import { CHORD_TYPE_CATALOGUE, isValidGuitarVariant, isValidPianoVariant } from '@acorduri/contracts';
import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { ChordModel } from '../src/chords/chord.model';
import { seedChords } from '../src/chords/chord.seed';
import { CHORD_DATABASE_FILE } from '../src/chords/chord.service';
import { startTestApi, type TestApi } from './support/testApi';

describe('chord dictionary API', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    await seedChords();
  });
  afterAll(() => api.stop());

  it('lists the 12 roots with sharp and flat names', async () => {
    const { body } = await request(api.app).get('/api/chord/root').expect(200);
    expect(body.total).toBe(12);
    expect(body.roots[0]).toEqual({ id: 1, name: 'C', sharpName: 'C', flatName: 'C', pitchClass: 0 });
    expect(body.roots[3]).toEqual({ id: 4, name: 'Eb', sharpName: 'D#', flatName: 'Eb', pitchClass: 3 });
  });

  it('lists the seeded chord types, major first', async () => {
    const { body } = await request(api.app).get('/api/chord/type').expect(200);
    expect(body.total).toBe(body.types.length);
    expect(body.types[0]).toEqual({ id: 1, name: 'major', fullName: 'Major', suffix: '' });
    // Every seeded type, in the catalogue's order (its coverage of the spec is chordCatalogue.test.ts's concern).
    expect(body.types.map((type: { name: string }) => type.name)).toEqual(
      CHORD_TYPE_CATALOGUE.map((type) => type.name),
    );
  });

  it('filters chords by root and type, with the type attached', async () => {
    const { body } = await request(api.app).get('/api/chord').query({ root: 'A', typeId: 2 }).expect(200);
    expect(body.total).toBe(1);
    const [chord] = body.chords;
    expect(chord).toMatchObject({
      name: 'Am',
      root: 'A',
      typeId: 2,
      type: { id: 2, name: 'm', fullName: 'Minor' },
    });
    expect(chord.guitar.length).toBeGreaterThan(0);
    expect(chord.guitar.every(isValidGuitarVariant)).toBe(true);
    expect(chord.piano.every(isValidPianoVariant)).toBe(true);
  });

  it('accepts any spelling of a root', async () => {
    const { body } = await request(api.app).get('/api/chord').query({ root: 'D#', typeId: 1 }).expect(200);
    expect(body.chords.map((chord: { name: string }) => chord.name)).toEqual(['Eb']);
    const unknown = await request(api.app).get('/api/chord').query({ root: 'H' }).expect(200);
    expect(unknown.body).toEqual({ chords: [], total: 0 });
  });

  it('pages the chords of a root', async () => {
    const first = await request(api.app).get('/api/chord').query({ root: 'C', limit: 5 }).expect(200);
    expect(first.body.chords).toHaveLength(5);
    const rest = await request(api.app)
      .get('/api/chord')
      .query({ root: 'C', limit: 100, offset: 5 })
      .expect(200);
    expect(rest.body.total).toBe(first.body.total);
    expect(rest.body.chords).toHaveLength(first.body.total - 5);
  });

  it('answers one chord by id, 404 for unknown ids and 400 for a bad type', async () => {
    const { body } = await request(api.app).get('/api/chord').query({ root: 'G', typeId: 3 });
    const chord = await request(api.app).get(`/api/chord/${body.chords[0].id}`).expect(200);
    expect(chord.body.name).toBe('G7');
    await request(api.app).get('/api/chord/000000000000000000000000').expect(404);
    await request(api.app).get('/api/chord/nu-exista').expect(404);
    const bad = await request(api.app).get('/api/chord').query({ typeId: 'x' }).expect(400);
    expect(bad.body.errors).toEqual(['Eroare (400). Vă rugăm să încercați mai târziu.']);
  });

  it('seeds idempotently and keeps an admin edit', async () => {
    const count = await ChordModel.countDocuments();
    await ChordModel.updateOne({ root: 'C', typeId: 1 }, { $set: { piano: [] } });
    const report = await seedChords();
    expect(report.insertedChords).toBe(0);
    expect(await ChordModel.countDocuments()).toBe(count);
    expect((await ChordModel.findOne({ root: 'C', typeId: 1 }).lean())?.piano).toEqual([]);
  });

  it('writes chordDatabase.json into the cache folder served under /cache/', async () => {
    await cacheFiles.generate(CHORD_DATABASE_FILE);
    const file = await cacheFiles.json(CHORD_DATABASE_FILE);
    expect(file.roots).toHaveLength(12);
    expect(file.chords.length).toBe(await ChordModel.countDocuments());
    const served = await request(api.app).get(`/cache/${CHORD_DATABASE_FILE}`).expect(200);
    expect(served.body.chords).toHaveLength(file.chords.length);
    const stamps = await request(api.app).get('/api/cache').expect(200);
    expect(stamps.body.files[CHORD_DATABASE_FILE]).toEqual(expect.any(Number));
  });
});
