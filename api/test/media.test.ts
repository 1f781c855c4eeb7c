import { midiForChords } from '@acorduri/demo-data';
import request from 'supertest';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab } from './support/catalogue';
import { SAMPLE_FILES } from './support/sampleFiles';
import { startTestApi, type TestApi } from './support/testApi';
import { adminAgent, createUser, signedInAgent, type TestAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const FORBIDDEN = 'Acțiunea necesită autorizare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const CONTENT_INVALID = 'Conținutul fișierului nu este valid.';
const KIND_UNDEFINED = 'Tipul fișierului nu este definit.';

/** A valid format-0 MIDI file, as the demo seed writes them. */
const MIDI = midiForChords(['Am', 'C']);
const GP5 = Buffer.concat([Buffer.from([24]), Buffer.from('FICHIER GUITAR PRO v5.00'), Buffer.alloc(40)]);
const GPX = Buffer.concat([Buffer.from('BCFZ'), Buffer.alloc(32)]);
const { png: PNG, pdf: PDF } = SAMPLE_FILES;

describe('attachments and media', () => {
  let api: TestApi;
  let author: TestAgent;
  let admin: TestAgent;
  let tabId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const user = await createUser();
    author = await signedInAgent(api.app, user);
    admin = await adminAgent(api.app);
    const artist = await createArtist('Pasărea Colibri');
    tabId = (await createTab({ title: 'Iarna pe uliță', artist, authorId: user._id }))._id.toHexString();
  });
  afterAll(() => api.stop());

  const attach = (
    agent: TestAgent,
    fields: Record<string, string>,
    file?: { data: Buffer; name: string },
  ) => {
    const call = agent.post('/api/user/tab/attachment');
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    return file ? call.attach('fileData', file.data, file.name) : call;
  };

  describe('tab attachments (POST/DELETE /api/user/tab/attachment)', () => {
    let midiName: string;

    it('stores a MIDI file, points the tab at it and answers the stored name', async () => {
      const res = await attach(author, { tabId, kind: 'midi' }, { data: MIDI, name: 'iarna.mid' });
      expect(res.status).toBe(201);
      midiName = res.body;
      expect(midiName).toBe(`iarna-pe-ulita-${tabId}.mid`);
      expect((await TabModel.findById(tabId).lean())?.midi).toBe(midiName);
    });

    it('serves the file with its content type, cache headers and ETag', async () => {
      const res = await request(api.app)
        .get(`/media/midi/${midiName}`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(Buffer.compare(res.body, MIDI)).toBe(0);
      expect(res.headers['content-type']).toBe('audio/midi');
      expect(res.headers['content-length']).toBe(String(MIDI.length));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('public, max-age=86400, no-transform');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${midiName}"`);
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
      await request(api.app)
        .get(`/media/midi/${midiName}`)
        .set('If-None-Match', res.headers.etag ?? '')
        .expect(304);
      const head = await request(api.app).head(`/media/midi/${midiName}`).expect(200);
      expect(head.headers['content-length']).toBe(String(MIDI.length));
    });

    it('answers byte ranges with 206 and unsatisfiable ones with 416', async () => {
      const first = await request(api.app)
        .get(`/media/midi/${midiName}`)
        .set('Range', 'bytes=0-3')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(first.body.toString('latin1')).toBe('MThd');
      expect(first.headers['content-range']).toBe(`bytes 0-3/${MIDI.length}`);
      expect(first.headers['content-length']).toBe('4');
      const suffix = await request(api.app)
        .get(`/media/midi/${midiName}`)
        .set('Range', 'bytes=-3')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(Buffer.compare(suffix.body, MIDI.subarray(-3))).toBe(0);
      const middle = await request(api.app)
        .get(`/media/midi/${midiName}`)
        .set('Range', 'bytes=14-21')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(middle.body.toString('latin1', 0, 4)).toBe('MTrk');
      const beyond = await request(api.app).get(`/media/midi/${midiName}`).set('Range', 'bytes=5000-');
      expect(beyond.status).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${MIDI.length}`);
      const stale = await request(api.app)
        .get(`/media/midi/${midiName}`)
        .set('Range', 'bytes=0-3')
        .set('If-Range', '"000000000000000000000000"')
        .expect(200);
      expect(stale.headers['content-length']).toBe(String(MIDI.length));
    });

    it('accepts Guitar Pro 5 and GPX files and replaces the previous one', async () => {
      const gp5 = await attach(author, { tabId, kind: 'gtp' }, { data: GP5, name: 'iarna.GP5' });
      expect(gp5.status).toBe(201);
      const gpx = await attach(author, { tabId, kind: 'gtp' }, { data: GPX, name: 'iarna.gpx' });
      expect(gpx.body).toBe(`iarna-pe-ulita-${tabId}.gpx`);
      expect((await TabModel.findById(tabId).lean())?.gtp).toBe(gpx.body);
      await request(api.app).get(`/media/gtp/${gp5.body}`).expect(404);
      const served = await request(api.app).get(`/media/gtp/${gpx.body}`).expect(200);
      expect(served.headers['content-type']).toBe('application/x-guitar-pro');
    });

    it('refuses content that does not match the extension', async () => {
      for (const file of [
        { data: PNG, name: 'iarna.mid' },
        { data: MIDI, name: 'iarna.gp5' },
        { data: GP5, name: 'iarna.gp' },
      ]) {
        const kind = file.name.endsWith('.mid') ? 'midi' : 'gtp';
        const res = await attach(author, { tabId, kind }, file);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ errors: [CONTENT_INVALID] });
      }
    });

    it('answers each validation message', async () => {
      const wrongExtension = await attach(author, { tabId, kind: 'midi' }, { data: MIDI, name: 'iarna.txt' });
      expect(wrongExtension.body.errors).toEqual([
        'Fișierul trebuie să aibă una dintre extensiile: mid, midi, kar.',
      ]);
      const noKind = await attach(author, { tabId }, { data: MIDI, name: 'iarna.mid' });
      expect(noKind.body.errors).toEqual([KIND_UNDEFINED]);
      const otherKind = await attach(author, { tabId, kind: 'pdf' }, { data: PDF, name: 'iarna.pdf' });
      expect(otherKind.body.errors).toEqual([KIND_UNDEFINED]);
      const noTab = await attach(author, { kind: 'midi' }, { data: MIDI, name: 'iarna.mid' });
      expect(noTab.body.errors).toEqual(['Tabulatura trebuie specificată.']);
      const noFile = await attach(author, { tabId, kind: 'midi' });
      expect(noFile.status).toBe(400);
      expect(noFile.body.errors).toEqual(['Fișierul trebuie adăugat']);
      const tooLarge = await attach(
        author,
        { tabId, kind: 'midi' },
        { data: Buffer.concat([MIDI, Buffer.alloc(500 * 1024)]), name: 'mare.mid' },
      );
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body.errors).toEqual(['Dimensiunea maximă a fișierului este 500 KB']);
    });

    it("requires sign-in, refuses another user's tab and answers 404 for an unknown tab", async () => {
      const anonymous = await request(api.app)
        .post('/api/user/tab/attachment')
        .field('tabId', tabId)
        .field('kind', 'midi')
        .attach('fileData', MIDI, 'x.mid');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ errors: [UNAUTHENTICATED] });
      const stranger = await signedInAgent(api.app);
      const theirs = await attach(stranger, { tabId, kind: 'midi' }, { data: MIDI, name: 'x.mid' });
      expect(theirs.status).toBe(403);
      expect(theirs.body).toEqual({ errors: [FORBIDDEN] });
      expect((await stranger.delete('/api/user/tab/attachment').send({ tabId, kind: 'midi' })).status).toBe(
        403,
      );
      const unknown = await attach(
        author,
        { tabId: '0123456789abcdef01234567', kind: 'midi' },
        { data: MIDI, name: 'x.mid' },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ errors: [NOT_FOUND] });
    });

    it('lets an admin attach to any tab', async () => {
      const res = await attach(admin, { tabId, kind: 'midi' }, { data: MIDI, name: 'alt.midi' });
      expect(res.status).toBe(201);
      expect(res.body).toBe(`iarna-pe-ulita-${tabId}.midi`);
      await request(api.app).get(`/media/midi/${midiName}`).expect(404);
      midiName = res.body;
    });

    it('deletes an attachment: true, the tab forgets it and the file is gone', async () => {
      const res = await author.delete('/api/user/tab/attachment').send({ tabId, kind: 'midi' });
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect((await TabModel.findById(tabId).lean())?.midi).toBeNull();
      await request(api.app).get(`/media/midi/${midiName}`).expect(404);
      const again = await author.delete('/api/user/tab/attachment').send({ tabId, kind: 'midi' });
      expect(again.status).toBe(404);
      const invalid = await author.delete('/api/user/tab/attachment').send({ tabId, kind: 'mp3' });
      expect(invalid.body.errors).toEqual([KIND_UNDEFINED]);
    });

    it('deleting the tab deletes its attachments', async () => {
      const artist = await createArtist('Sarmalele Reci');
      const user = await createUser();
      const owner = await signedInAgent(api.app, user);
      const id = (await createTab({ title: 'Cântec', artist, authorId: user._id }))._id.toHexString();
      const name = (await attach(owner, { tabId: id, kind: 'gtp' }, { data: GP5, name: 'c.gp5' }).expect(201))
        .body;
      await request(api.app).get(`/media/gtp/${name}`).expect(200);
      expect((await owner.delete('/api/user/tab').send({ id })).body).toBe(true);
      await request(api.app).get(`/media/gtp/${name}`).expect(404);
    });
  });

  describe('media library (POST/DELETE /api/user/media, admins)', () => {
    const upload = (agent: TestAgent, kind: string | undefined, data: Buffer, name: string) => {
      const call = agent.post('/api/user/media');
      if (kind) call.field('kind', kind);
      return call.attach('fileData', data, name);
    };

    it('stores a file under a URL-safe name and serves it inline', async () => {
      const res = await upload(admin, 'img', PNG, 'Copertă Lecția 1.PNG');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        filename: 'coperta-lectia-1.png',
        size: PNG.length,
        kind: 'img',
        lastModified: expect.any(Number),
      });
      const served = await request(api.app).get('/media/img/coperta-lectia-1.png').expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-disposition']).toBe('inline; filename="coperta-lectia-1.png"');
    });

    it('takes a file type for its folder and checks extension, content and size', async () => {
      expect((await upload(admin, 'png', PNG, 'a.png')).body).toMatchObject({
        kind: 'img',
        filename: 'a.png',
      });
      expect((await upload(admin, 'pdf', PDF, 'Acorduri.pdf')).body).toMatchObject({ kind: 'pdf' });
      const fakePdf = await upload(admin, 'pdf', PNG, 'x.pdf');
      expect(fakePdf.body).toEqual({ errors: [CONTENT_INVALID] });
      const wrongFolder = await upload(admin, 'mp3', PDF, 'x.pdf');
      expect(wrongFolder.body.errors).toEqual(['Fișierul trebuie să aibă una dintre extensiile: mp3.']);
      const noKind = await upload(admin, undefined, PNG, 'x.png');
      expect(noKind.body.errors).toEqual([KIND_UNDEFINED]);
      const tooLarge = await upload(
        admin,
        'img',
        Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
        'mare.png',
      );
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body.errors).toEqual(['Dimensiunea maximă a fișierului este 2 MB']);
    });

    it('is for admins only', async () => {
      const anonymous = await request(api.app)
        .post('/api/user/media')
        .field('kind', 'img')
        .attach('fileData', PNG, 'a.png');
      expect(anonymous.status).toBe(401);
      const standard = await upload(author, 'img', PNG, 'a.png');
      expect(standard.status).toBe(403);
      expect(standard.body).toEqual({ errors: [FORBIDDEN] });
      expect((await author.delete('/api/user/media').send({ kind: 'img', filename: 'a.png' })).status).toBe(
        403,
      );
    });

    it('deletes a file (true), then 404; a deleted MIDI file leaves its tab', async () => {
      expect((await admin.delete('/api/user/media').send({ kind: 'img', filename: 'a.png' })).body).toBe(
        true,
      );
      await request(api.app).get('/media/img/a.png').expect(404);
      const again = await admin.delete('/api/user/media').send({ kind: 'img', filename: 'a.png' });
      expect(again.status).toBe(404);
      const name = (await attach(author, { tabId, kind: 'midi' }, { data: MIDI, name: 'x.mid' }).expect(201))
        .body;
      expect((await admin.delete('/api/user/media').send({ kind: 'midi', filename: name })).body).toBe(true);
      expect((await TabModel.findById(tabId).lean())?.midi).toBeNull();
      const invalid = await admin.delete('/api/user/media').send({ kind: 'img', filename: '../secret' });
      expect(invalid.body.errors).toEqual(['Numele fișierului nu este valid.']);
    });

    it('answers 404 for unknown folders and files', async () => {
      await request(api.app).get('/media/altceva/a.png').expect(404);
      await request(api.app).get('/media/img/nu-exista.png').expect(404);
    });
  });
});

/** supertest parser keeping binary bodies as Buffers. */
function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}
