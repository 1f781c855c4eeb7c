import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLogging } from '../src/http/requestLogging';

/** An app with the request logging and a pino logger (the API's redaction) writing into `lines`. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] }, stream);
  const child = jest.spyOn(logger, 'child');
  const app = express();
  app.use(requestLogging(app, logger, '/api'));
  app.get('/api/ok', (_req, res) => res.json({ ok: true }));
  app.get('/api/broken', (_req, res) => res.status(500).json({ ok: false }));
  app.get('/api/warns', (req, res) => {
    req.log.warn({ step: 'check' }, 'something to see');
    res.json(true);
  });
  app.get('/page', (_req, res) => res.send('<p>pagină</p>'));
  return { app, lines, child };
}

describe('request ids and request logging', () => {
  it('answers each request with its id: the caller’s when short enough, else a new one', async () => {
    const { app } = loggedApp();
    const given = await request(app).get('/page').set('X-Request-Id', 'apel-1').expect(200);
    expect(given.headers['x-request-id']).toBe('apel-1');
    const tooLong = await request(app).get('/page').set('X-Request-Id', 'x'.repeat(101)).expect(200);
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await request(app).get('/page').expect(200);
    expect(other.headers['x-request-id']).not.toBe(tooLong.headers['x-request-id']);
  });

  it('logs API requests when they finish, with id, status and time, cookies redacted', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/api/ok').set('Cookie', 'sid=secret').set('X-Request-Id', 'r1').expect(200);
    await request(app).get('/api/broken').set('X-Request-Id', 'r2').expect(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ id: 'r1', method: 'GET', url: '/api/ok' }),
        res: expect.objectContaining({ statusCode: 200 }),
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        res: expect.objectContaining({ statusCode: 500 }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('binds a request logger only for a request that logs (pages and static files make none)', async () => {
    const { app, lines, child } = loggedApp();
    await request(app).get('/page').expect(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await request(app).get('/api/warns').set('X-Request-Id', 'r3').expect(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.msg, (line.req as { id: string }).id, line.step])).toEqual([
      ['something to see', 'r3', 'check'],
      ['request completed', 'r3', undefined],
    ]);
  });
});
