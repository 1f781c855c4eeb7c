import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface TestMailbox {
  /** SMTP_URL for the site: plain SMTP on a free local port, any credentials accepted. */
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** The first mail (already received or arriving within `timeoutMs`) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addressesOf(mail: ParsedMail): string[] {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/**
 * An SMTP server inside the test process that keeps every mail it is given, so a test can read the links the
 * site sends (verification, password reset, email change).
 */
export async function startMailbox(): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addressesOf(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path (and query) of the first link in a mail pointing at `route` (e.g. '/verify-email/'). */
export function linkPathIn(mail: ReceivedMail, route: string): string {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]*${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"'<>]*`,
  );
  const found = `${mail.text}\n${mail.html}`.match(pattern)?.[0];
  if (!found) throw new Error(`no ${route} link in the mail "${mail.subject}"`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
