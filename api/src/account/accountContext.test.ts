import { loadConfig } from '../config/config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { linkTo } from './accountContext';

const contextWith = (env: NodeJS.ProcessEnv) => ({
  config: loadConfig(env),
  logger: {} as Logger,
  mailer: {} as Mailer,
});

describe('mailed links', () => {
  it('point at the address the site prints at start when PUBLIC_URL is not set', () => {
    expect(linkTo(contextWith({ HOST: '127.0.0.1', PORT: '3000' }), 'verify-email', 'a/b')).toBe(
      'http://127.0.0.1:3000/verify-email/a%2Fb',
    );
  });

  it('point at PUBLIC_URL when it is set', () => {
    expect(linkTo(contextWith({ PUBLIC_URL: 'https://acorduri.ro/' }), 'reset-password', 'tok')).toBe(
      'https://acorduri.ro/reset-password/tok',
    );
  });
});
