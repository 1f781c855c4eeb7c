import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Express } from 'express';
import request from 'supertest';

/** Fetches a real ALTCHA challenge from the app and solves it like the widget does (base64 of the payload). */
export async function solveCaptcha(app: Express): Promise<string> {
  const response = await request(app).get('/api/captcha/challenge').expect(200);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
