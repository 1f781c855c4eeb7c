import { ApiError } from '@acorduri/contracts';
import { FakeRequest, installFakeRequests } from '../test/FakeRequest';
import { uploadWithProgress } from './uploadWithProgress';

installFakeRequests();

const form = () => new FormData();

describe('uploadWithProgress', () => {
  it('POSTs the form, reports the progress and resolves with the JSON answer', async () => {
    const progress: number[] = [];
    const body = form();
    const upload = uploadWithProgress('/api/admin/file', body, (fraction) => progress.push(fraction));
    const request = FakeRequest.last as FakeRequest;
    expect([request.method, request.url, request.sent]).toEqual(['POST', '/api/admin/file', body]);
    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.answer(201, { filename: 'a.png' });
    await expect(upload).resolves.toEqual({ filename: 'a.png' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's 400 messages, the catalogue's otherwise", async () => {
    const refused = uploadWithProgress('/api/admin/file', form(), jest.fn());
    FakeRequest.last?.answer(400, { errors: ['Conținutul fișierului nu este valid.'] });
    await expect(refused).rejects.toEqual(new ApiError(400, ['Conținutul fișierului nu este valid.']));

    const forbidden = uploadWithProgress('/api/admin/file', form(), jest.fn());
    FakeRequest.last?.answer(403, {});
    await expect(forbidden).rejects.toMatchObject({
      status: 403,
      messages: ['Acțiunea necesită autorizare.'],
    });

    const offline = uploadWithProgress('/api/admin/file', form(), jest.fn());
    FakeRequest.last?.fail();
    await expect(offline).rejects.toMatchObject({ status: 0 });
  });
});
