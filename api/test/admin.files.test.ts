import request from 'supertest';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { MediaFileModel } from '../src/media/mediaFile.model';
import { useAdminApi } from './support/adminApi';
import { lastEvent } from './support/adminEvents';
import { fileThenHtml, headerThenHtml, pngOfSize, SAMPLE_FILES } from './support/sampleFiles';
import type { TestAgent } from './support/users';

const KIND_UNDEFINED = 'Tipul fișierului nu este definit.';
/** Whole files: the server decodes pictures and parses PDF, MP3 and MIDI files to their end. */
const { png: PNG, jpg: JPEG, bmp: BMP, mp3: MP3, pdf: PDF, mid: MIDI } = SAMPLE_FILES;

interface FileRow {
  id: string;
  filename: string;
  size: number;
  kind: string;
  lastModified: number;
}

describe('admin file and media managers', () => {
  const suite = useAdminApi({ admin: { email: 'fisiere@acorduri.test' } });

  const upload = (
    agent: TestAgent,
    fields: Record<string, string>,
    file?: { data: Buffer; name: string },
    url = '/api/admin/file',
  ) => {
    const call = agent.post(url);
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    return file ? call.attach('fileData', file.data, file.name) : call;
  };

  const names = (body: { files: FileRow[] }) => body.files.map((file) => `${file.kind}/${file.filename}`);

  it('is for admins only: 401 anonymous, 403 for a standard user', async () => {
    for (const url of ['/api/admin/file', '/api/admin/media']) {
      expect((await request(suite.api.app).get(url)).status).toBe(401);
      expect((await suite.standard.get(url)).body).toEqual({ errors: ['Acțiunea necesită autorizare.'] });
    }
    const anonymous = await upload(
      request.agent(suite.api.app),
      { kind: 'img', filename: 'a' },
      { data: PNG, name: 'a.png' },
    );
    expect(anonymous.status).toBe(401);
    const forbidden = await upload(
      suite.standard,
      { kind: 'img', filename: 'a' },
      { data: PNG, name: 'a.png' },
    );
    expect(forbidden.status).toBe(403);
    expect(await MediaFileModel.countDocuments()).toBe(0);
  });

  describe('upload (POST /api/admin/file)', () => {
    it('stores the file under the chosen name, made URL-safe, with the real extension, and logs it', async () => {
      const res = await upload(
        suite.admin,
        { kind: 'img', filename: 'Copertă album' },
        { data: PNG, name: 'IMG_0001.PNG' },
      ).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        filename: 'coperta-album.png',
        size: PNG.length,
        kind: 'img',
        lastModified: expect.any(Number),
      });
      expect(Math.abs(res.body.lastModified - Date.now() / 1000)).toBeLessThan(3600);
      const served = await request(suite.api.app).get('/media/img/coperta-album.png').expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(await lastEvent(EVENT.adminFileUploaded)).toMatchObject({
        email: suite.adminEmail,
        subject: `file ${res.body.id} «img/coperta-album.png»`,
      });
    });

    it('refuses a name the folder already holds (409) unless overwrite is sent, then replaces it', async () => {
      const first = await upload(
        suite.admin,
        { kind: 'img', filename: 'Înlocuit' },
        { data: PNG, name: 'a.png' },
      );
      expect([first.status, first.body.filename]).toEqual([201, 'inlocuit.png']);
      const newer = pngOfSize(6, 5);
      const same = await upload(
        suite.admin,
        { kind: 'img', filename: 'inlocuit.png' },
        { data: newer, name: 'b.png' },
      );
      expect([same.status, same.body.errors]).toEqual([
        409,
        ['Există deja un fișier cu numele inlocuit.png.'],
      ]);
      const kept = await request(suite.api.app).get('/media/img/inlocuit.png').expect(200);
      expect(Buffer.compare(kept.body, PNG)).toBe(0);
      const badFlag = await upload(
        suite.admin,
        { kind: 'img', filename: 'inlocuit', overwrite: 'poate' },
        { data: newer, name: 'b.png' },
      );
      expect([badFlag.status, badFlag.body.errors]).toEqual([
        400,
        ['Înlocuirea fișierului trebuie să fie 1 sau 0.'],
      ]);
      const confirmed = await upload(
        suite.admin,
        { kind: 'img', filename: 'inlocuit', overwrite: 'true' },
        { data: newer, name: 'b.png' },
      );
      expect(confirmed.status).toBe(201);
      const replaced = await request(suite.api.app).get('/media/img/inlocuit.png').expect(200);
      expect(Buffer.compare(replaced.body, newer)).toBe(0);
      expect(await MediaFileModel.countDocuments({ filename: 'inlocuit.png' })).toBe(1);
      await suite.admin.delete('/api/user/media').send({ kind: 'img', filename: 'inlocuit.png' }).expect(200);
    });

    it('keeps the real extension whatever the chosen name ends with', async () => {
      const res = await upload(
        suite.admin,
        { kind: 'img', filename: 'Afiș.jpg' },
        { data: PNG, name: 'a.png' },
      );
      expect(res.status).toBe(201);
      expect(res.body.filename).toBe('afis.png');
    });

    it('accepts png, jpeg and bmp images, pdf, mp3 and midi', async () => {
      const accepted = [
        [{ kind: 'img', filename: 'poza' }, JPEG, 'p.jpeg', 'img/poza.jpeg'],
        [{ kind: 'bmp', filename: 'harta' }, BMP, 'h.bmp', 'img/harta.bmp'],
        [{ kind: 'jpeg', filename: 'scena' }, JPEG, 's.jpg', 'img/scena.jpg'],
        [{ kind: 'pdf', filename: 'Lecția 1' }, PDF, 'l.pdf', 'pdf/lectia-1.pdf'],
        [{ kind: 'mp3', filename: 'Exercițiu ritm' }, MP3, 'e.mp3', 'mp3/exercitiu-ritm.mp3'],
        [{ kind: 'midi', filename: 'acompaniament' }, MIDI, 'a.mid', 'midi/acompaniament.mid'],
      ] as const;
      for (const [fields, data, name, stored] of accepted) {
        const res = await upload(suite.admin, fields, { data, name });
        expect([stored, res.status]).toEqual([stored, 201]);
        expect(`${res.body.kind}/${res.body.filename}`).toBe(stored);
      }
    });

    it('answers every upload message of the spec and stores nothing', async () => {
      const before = await MediaFileModel.countDocuments();
      const noFile = await upload(suite.admin, { kind: 'img', filename: 'x' });
      expect([noFile.status, noFile.body.errors]).toEqual([400, ['Fișierul trebuie adăugat']]);
      const noName = await upload(suite.admin, { kind: 'img' }, { data: PNG, name: 'x.png' });
      expect(noName.body.errors).toEqual(['Acest câmp trebuie completat']);
      const blankName = await upload(
        suite.admin,
        { kind: 'img', filename: '  ' },
        { data: PNG, name: 'x.png' },
      );
      expect(blankName.body.errors).toEqual(['Acest câmp trebuie completat']);
      const badName = await upload(
        suite.admin,
        { kind: 'img', filename: '***' },
        { data: PNG, name: 'x.png' },
      );
      expect(badName.body.errors).toEqual(['Numele fișierului nu este valid.']);
      const longName = await upload(
        suite.admin,
        { kind: 'img', filename: 'a'.repeat(101) },
        { data: PNG, name: 'x.png' },
      );
      expect(longName.body.errors).toEqual(['Numele fișierului depășește 100 de caractere.']);
      const noKind = await upload(suite.admin, { filename: 'x' }, { data: PNG, name: 'x.png' });
      expect(noKind.body.errors).toEqual([KIND_UNDEFINED]);
      const badKind = await upload(
        suite.admin,
        { kind: 'video', filename: 'x' },
        { data: PNG, name: 'x.png' },
      );
      expect(badKind.body.errors).toEqual([KIND_UNDEFINED]);
      const tooLarge = await upload(
        suite.admin,
        { kind: 'img', filename: 'mare' },
        { data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), name: 'mare.png' },
      );
      expect([tooLarge.status, tooLarge.body.errors]).toEqual([
        400,
        ['Dimensiunea maximă a fișierului este 2 MB'],
      ]);
      const textAsPng = await upload(
        suite.admin,
        { kind: 'img', filename: 'fals' },
        { data: Buffer.from('nu sunt o imagine'), name: 'fals.png' },
      );
      expect(textAsPng.body.errors).toEqual(['Conținutul fișierului nu este valid.']);
      const wrongFolder = await upload(
        suite.admin,
        { kind: 'img', filename: 'doc' },
        { data: PDF, name: 'doc.pdf' },
      );
      expect(wrongFolder.body.errors).toEqual([
        'Fișierul trebuie să aibă una dintre extensiile: png, jpg, jpeg, bmp.',
      ]);
      expect(await MediaFileModel.countDocuments()).toBe(before);
      await request(suite.api.app).get('/media/img/fals.png').expect(404);
    });

    it.each([
      ['img', 'png'],
      ['jpeg', 'jpg'],
      ['bmp', 'bmp'],
      ['pdf', 'pdf'],
      ['mp3', 'mp3'],
      ['midi', 'mid'],
    ] as const)(
      'refuses a %s polyglot: a valid header or a whole file followed by HTML',
      async (kind, type) => {
        const before = await MediaFileModel.countDocuments();
        for (const data of [headerThenHtml(type), fileThenHtml(type)]) {
          const res = await upload(suite.admin, { kind, filename: 'poliglot' }, { data, name: `p.${type}` });
          expect([res.status, res.body.errors]).toEqual([400, ['Conținutul fișierului nu este valid.']]);
        }
        expect(await MediaFileModel.countDocuments()).toBe(before);
      },
    );
  });

  describe('file manager list (GET /api/admin/file)', () => {
    it('lists every file newest first with the asset fields, total counted', async () => {
      const { body } = await suite.admin.get('/api/admin/file').expect(200);
      expect(body.total).toBe(await MediaFileModel.countDocuments());
      expect(body.files).toHaveLength(body.total);
      expect(names(body).slice(0, 2)).toEqual(['midi/acompaniament.mid', 'mp3/exercitiu-ritm.mp3']);
      const modified = body.files.map((file: FileRow) => file.lastModified);
      expect(modified).toEqual([...modified].sort((a, b) => b - a));
      expect(body.files.at(-1)).toMatchObject({
        filename: 'coperta-album.png',
        kind: 'img',
        size: PNG.length,
      });
    });

    it('shows one folder, sorted by name or size', async () => {
      const images = await suite.admin
        .get('/api/admin/file')
        .query({ kind: 'img', orderby: 'filename', sort: 'asc' })
        .expect(200);
      expect(names(images.body)).toEqual([
        'img/afis.png',
        'img/coperta-album.png',
        'img/harta.bmp',
        'img/poza.jpeg',
        'img/scena.jpg',
      ]);
      expect(images.body.total).toBe(5);
      const bySize = await suite.admin
        .get('/api/admin/file')
        .query({ orderby: 'size', sort: 'desc', limit: 2 });
      expect(bySize.body.files.map((file: FileRow) => file.size)).toEqual([MP3.length, JPEG.length]);
      const page = await suite.admin
        .get('/api/admin/file')
        .query({ kind: 'img', orderby: 'filename', offset: 4 });
      expect(names(page.body)).toEqual(['img/afis.png']);
    });

    it('searches file names whatever the case, diacritics and separators', async () => {
      const cover = await suite.admin.get('/api/admin/file').query({ search: 'COPERTĂ Album' }).expect(200);
      expect(names(cover.body)).toEqual(['img/coperta-album.png']);
      expect(cover.body.total).toBe(1);
      const lesson = await suite.admin.get('/api/admin/file').query({ search: 'lecţia_1.pdf', kind: 'pdf' });
      expect(names(lesson.body)).toEqual(['pdf/lectia-1.pdf']);
      const other = await suite.admin.get('/api/admin/file').query({ search: 'lectia', kind: 'img' });
      expect(other.body).toEqual({ files: [], total: 0 });
      const symbols = await suite.admin.get('/api/admin/file').query({ search: '.*' });
      expect(symbols.body).toEqual({ files: [], total: 0 });
    });

    it('refuses an unknown folder, sort or page size with Romanian messages', async () => {
      const bad = await suite.admin
        .get('/api/admin/file')
        .query({ kind: 'video', orderby: 'kind', limit: 501 })
        .expect(400);
      expect(bad.body.errors).toEqual([
        'Numărul de rezultate pe pagină trebuie să fie între 1 și 500.',
        'Criteriul de sortare nu este valid.',
        KIND_UNDEFINED,
      ]);
    });
  });

  describe('media manager list (GET /api/admin/media)', () => {
    it('lists the same library newest first; only the direction of that order changes', async () => {
      const newest = await suite.admin.get('/api/admin/media').query({ limit: 3 }).expect(200);
      expect(newest.body.total).toBe(await MediaFileModel.countDocuments());
      expect(names(newest.body)).toEqual([
        'midi/acompaniament.mid',
        'mp3/exercitiu-ritm.mp3',
        'pdf/lectia-1.pdf',
      ]);
      const oldest = await suite.admin.get('/api/admin/media').query({ sort: 'asc', limit: 1 }).expect(200);
      expect(names(oldest.body)).toEqual(['img/coperta-album.png']);
      const byName = await suite.admin.get('/api/admin/media').query({ orderby: 'filename' }).expect(400);
      expect(byName.body.errors).toEqual(['Criteriul de sortare nu este valid.']);
    });

    it('searches and filters by folder; a new upload comes first', async () => {
      const search = await suite.admin.get('/api/admin/media').query({ search: 'ritm' }).expect(200);
      expect(names(search.body)).toEqual(['mp3/exercitiu-ritm.mp3']);
      const pdfs = await suite.admin.get('/api/admin/media').query({ kind: 'pdf' }).expect(200);
      expect(names(pdfs.body)).toEqual(['pdf/lectia-1.pdf']);
      const added = await upload(
        suite.admin,
        { kind: 'png' },
        { data: PNG, name: 'Fundal.png' },
        '/api/user/media',
      );
      expect(added.status).toBe(201);
      const list = await suite.admin.get('/api/admin/media').query({ limit: 1 }).expect(200);
      expect(list.body.files).toEqual([added.body]);
    });
  });

  describe('the media calls of /api/user/media are admin actions in the log', () => {
    it('logs an upload', async () => {
      const res = await upload(
        suite.admin,
        { kind: 'pdf' },
        { data: PDF, name: 'Acorduri de bază.pdf' },
        '/api/user/media',
      );
      expect(res.status).toBe(201);
      expect(res.body.filename).toBe('acorduri-de-baza.pdf');
      expect(await lastEvent(EVENT.adminFileUploaded)).toMatchObject({
        email: suite.adminEmail,
        subject: `file ${res.body.id} «pdf/acorduri-de-baza.pdf»`,
      });
    });

    it('deletes a file (true) and logs it; the lists lose it; a second delete is 404 and not logged', async () => {
      const total = (await suite.admin.get('/api/admin/file')).body.total;
      const res = await suite.admin
        .delete('/api/user/media')
        .send({ kind: 'img', filename: 'coperta-album.png' });
      expect([res.status, res.body]).toEqual([200, true]);
      expect(await lastEvent(EVENT.adminFileDeleted)).toMatchObject({
        email: suite.adminEmail,
        subject: 'file img/coperta-album.png',
      });
      const after = await suite.admin.get('/api/admin/file').expect(200);
      expect(after.body.total).toBe(total - 1);
      expect(names(after.body)).not.toContain('img/coperta-album.png');
      await request(suite.api.app).get('/media/img/coperta-album.png').expect(404);
      const logged = await EventLogModel.countDocuments({ code: EVENT.adminFileDeleted });
      const again = await suite.admin
        .delete('/api/user/media')
        .send({ kind: 'img', filename: 'coperta-album.png' });
      expect([again.status, again.body.errors]).toEqual([404, ['Eroare (404). Resursa nu a fost găsită.']]);
      expect(await EventLogModel.countDocuments({ code: EVENT.adminFileDeleted })).toBe(logged);
      const forbidden = await suite.standard
        .delete('/api/user/media')
        .send({ kind: 'img', filename: 'afis.png' });
      expect(forbidden.status).toBe(403);
    });
  });
});
