import { STATUS_MESSAGES } from '@acorduri/contracts';
import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { putMediaFile } from '../src/media/mediaStore';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;
let cacheFile: string;

beforeAll(async () => {
  api = await startTestApi();
  [cacheFile = ''] = cacheFiles.files;
  await cacheFiles.generate(cacheFile);
  await putMediaFile('img', 'coperta-album.png', Buffer.from('\x89PNG\r\n\x1a\n'));
});

afterAll(async () => {
  await api.stop();
});

/** Names no stored file can have: each must answer 400 with the catalogue's message. */
const MALFORMED = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%00',
  'tag-data.json%00.png',
  'a%0ab.json',
  '%E0%A4%A',
  '%',
  '%zz',
  'x'.repeat(201),
  `${'a'.repeat(5000)}.json`,
  'ț.json',
  '%C8%9B.json',
  '😀.png',
  '%F0%9F%98%80',
  'name with space.json',
  '.env',
  '.hidden.json',
  'a..b',
  'a.json.',
  '~root',
  '$(id)',
  '%3Cscript%3E.json',
  'a%2fb.json',
  'file%3Fv=1',
  '-rf',
];

/** Well-formed names of files that do not exist, or paths of another depth: 404. */
const MISSING = ['missing.json', 'a', 'A-B_c.d.e', `${'a'.repeat(195)}.json`, 'a/b/c.json', ''];

const badRequest = { errors: [STATUS_MESSAGES[400]] };
const notFound = { errors: [STATUS_MESSAGES[404]] };

describe('/cache and /media names', () => {
  it('serve the files that exist', async () => {
    await request(api.app).get(`/cache/${cacheFile}`).expect(200);
    await request(api.app).get('/media/img/coperta-album.png').expect(200);
  });

  it.each(MALFORMED)('answer 400 to the malformed name %s', async (name) => {
    await request(api.app).get(`/cache/${name}`).expect(400, badRequest);
    await request(api.app).get(`/media/img/${name}`).expect(400, badRequest);
    await request(api.app).get(`/media/${name}/coperta-album.png`).expect(400, badRequest);
    await request(api.app).head(`/cache/${name}`).expect(400);
  });

  it.each(MISSING)('answer 404 to the missing file %s', async (name) => {
    await request(api.app).get(`/cache/${name}`).expect(404, notFound);
    await request(api.app).get(`/media/img/${name}`).expect(404, notFound);
    await request(api.app).head(`/media/img/${name}`).expect(404);
  });

  it('answer 404 to a folder that does not exist and to the mounts themselves', async () => {
    await request(api.app).get('/media/nu-exista/coperta-album.png').expect(404, notFound);
    await request(api.app).get('/media/img').expect(404, notFound);
    await request(api.app).get('/media').expect(404, notFound);
    await request(api.app).get('/cache').expect(404, notFound);
  });
});
