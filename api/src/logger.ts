import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'acorduri-api' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
}
