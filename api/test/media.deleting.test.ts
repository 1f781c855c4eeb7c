import mongoose from 'mongoose';
import request from 'supertest';
import * as mediaStore from '../src/media/mediaStore';
import { startTestApi, type TestApi } from './support/testApi';

const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';

// findMediaFile stays the real one; a test makes one call delete the file right after finding it.
jest.mock('../src/media/mediaStore', () => {
  const actual = jest.requireActual<typeof mediaStore>('../src/media/mediaStore');
  return { ...actual, findMediaFile: jest.fn(actual.findMediaFile) };
});
const { findMediaFile, deleteMediaFile, putMediaFile } =
  jest.requireActual<typeof mediaStore>('../src/media/mediaStore');
const findMock = jest.mocked(mediaStore.findMediaFile);

/** Larger than one GridFS chunk (255 KiB), so the answer streams several chunks. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(300 * 1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

describe('GET /media while the file is deleted', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const expectPlainNotFound = (res: request.Response) => {
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [NOT_FOUND] });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // None of the file's headers stay on the error (its ETag, a day in caches, its name).
    expect(res.headers.etag).not.toMatch(/^"[0-9a-f]{24}"$/);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers['content-disposition']).toBeUndefined();
  };

  it('answers 404, not 500, when the file is deleted between finding and reading it', async () => {
    await putMediaFile('pdf', 'sters.pdf', PDF);
    findMock.mockImplementationOnce(async (kind, filename) => {
      const file = await findMediaFile(kind, filename);
      await deleteMediaFile(kind, filename);
      return file;
    });
    expectPlainNotFound(await request(api.app).get('/media/pdf/sters.pdf'));
    expectPlainNotFound(await request(api.app).get('/media/pdf/sters.pdf'));
  });

  it('answers 404 for a byte range of a file whose chunks are already gone', async () => {
    const stored = await putMediaFile('pdf', 'fara-bucati.pdf', PDF);
    await mongoose.connection.collection('media.chunks').deleteMany({ files_id: stored._id });
    expectPlainNotFound(await request(api.app).get('/media/pdf/fara-bucati.pdf'));
    expectPlainNotFound(await request(api.app).get('/media/pdf/fara-bucati.pdf').set('Range', 'bytes=10-20'));
  });

  it('still serves a whole file of several chunks and a range', async () => {
    await putMediaFile('pdf', 'intreg.pdf', PDF);
    const whole = await request(api.app)
      .get('/media/pdf/intreg.pdf')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(whole.status).toBe(200);
    expect(Buffer.compare(whole.body as Buffer, PDF)).toBe(0);
    const part = await request(api.app).get('/media/pdf/intreg.pdf').set('Range', 'bytes=0-8');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-8/${PDF.length}`);
  });
});
