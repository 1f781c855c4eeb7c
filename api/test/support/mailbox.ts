import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo: string;
}

export interface Mailbox {
  /** SMTP_URL for the app under test. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next mail to `address` (already received or arriving within the timeout). */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

function addressesOf(field: ParsedMail['to'] | ParsedMail['replyTo']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((value) => (value.address ?? '').toLowerCase()));
}

/** A real SMTP server on a free local port that parses and keeps every mail the app sends. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addressesOf(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: addressesOf(mail.replyTo)[0] ?? '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string) => {
    const mail = received.find(
      (candidate) => !taken.has(candidate) && candidate.to.includes(address.toLowerCase()),
    );
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: (address, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail for ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const mail = take(address);
          if (mail) {
            clearTimeout(timer);
            resolve(mail);
          } else waiters.push(check);
        };
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token at the end of the link to `route` in a mail's text (e.g. route 'verify-email'). */
export function linkToken(mail: ReceivedMail, route: string): string {
  const match = new RegExp(`https?://\\S+/${route}/(\\S+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
