import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { errorHandler } from '../src/errors/errorHandler';
import { HttpError } from '../src/errors/HttpError';
import { writesOnly } from '../src/http/writesOnly';

function appWith(handlers: RequestHandler[]) {
  const app = express();
  app.use('/api', writesOnly(...handlers));
  app.all('/api/{*path}', (req, res) => {
    res.json({ answered: req.method });
  });
  app.use(errorHandler);
  return app;
}

describe('writesOnly', () => {
  it('lets reads through without running any of its handlers', async () => {
    const ran: string[] = [];
    const app = appWith([
      (_req, _res, next) => {
        ran.push('first');
        next();
      },
    ]);
    for (const method of ['get', 'head', 'options'] as const)
      await request(app)[method]('/api/tab').expect(200);
    expect(ran).toEqual([]);
  });

  it('runs its handlers in turn for a write, with the path under its mount', async () => {
    const ran: string[] = [];
    const app = appWith([
      (req, _res, next) => {
        ran.push(`first ${req.path}`);
        next();
      },
      (req, _res, next) => {
        ran.push(`second ${req.path}`);
        next();
      },
    ]);
    await request(app).post('/api/user/comment').expect(200, { answered: 'POST' });
    expect(ran).toEqual(['first /user/comment', 'second /user/comment']);
  });

  it('stops at the first error and hands it to the error handler', async () => {
    const ran: string[] = [];
    const app = appWith([
      (_req, _res, next) => next(new HttpError(403)),
      (_req, _res, next) => {
        ran.push('second');
        next();
      },
    ]);
    const response = await request(app).delete('/api/user/tab').expect(403);
    expect(response.body.errors).toHaveLength(1);
    expect(ran).toEqual([]);
  });
});
