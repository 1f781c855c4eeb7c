import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The API's logger: JSON lines on stdout, or into `destination` (a benchmark's file). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'acorduri-api' },
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    destination,
  );
}
