import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { GridFSBucket } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('gridfs');
});
afterAll(() => target.close());

async function download(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GridFS', () => {
  it('uploads a 1 MB file, downloads it by id and by name, then deletes it', async () => {
    const bucket = new GridFSBucket(target.client.db(target.dbName), { bucketName: 'media' });
    const content = randomBytes(1024 * 1024);
    const upload = bucket.openUploadStream('cantec.pdf', { metadata: { owner: 'ana' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([content]).pipe(upload).on('finish', resolve).on('error', reject);
    });
    const id = upload.id;
    expect((await download(bucket.openDownloadStream(id))).equals(content)).toBe(true);
    expect((await download(bucket.openDownloadStreamByName('cantec.pdf'))).equals(content)).toBe(true);
    const [file] = await bucket.find({ filename: 'cantec.pdf' }).toArray();
    expect(file).toMatchObject({ length: content.length, metadata: { owner: 'ana' } });
    await bucket.delete(id);
    expect(await bucket.find({}).toArray()).toEqual([]);
    expect(await target.client.db(target.dbName).collection('media.chunks').countDocuments()).toBe(0);
  });
});
