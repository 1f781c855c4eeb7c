import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/config';
import type { Logger } from '../logger';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly replyTo?: string;
  /** The link the mail exists for, logged with outbox mails so a developer can follow it. */
  readonly link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends over SMTP_URL; without it writes each mail to `${dataDir}/outbox` as .eml plus a .json summary. The outbox
 * is for development and local tries only (processes on one machine share it); production sets SMTP_URL.
 */
export function createMailer(config: AppConfig, logger: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ link: _link, ...message }) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send({ link, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      sequence += 1;
      // The process id keeps names apart when several API processes share one DATA_DIR (`--instances N`).
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(outbox, `${stamp}-${process.pid}-${sequence}`);
      await mkdir(outbox, { recursive: true });
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        `${JSON.stringify({ to: message.to, subject: message.subject, link, text: message.text }, null, 2)}\n`,
      );
      logger.info(
        { to: message.to, subject: message.subject, link, file: `${base}.eml` },
        'mail written to outbox',
      );
    },
  };
}

const mailers = new WeakMap<AppConfig, Mailer>();

/** One mailer per app configuration (one SMTP connection pool, one outbox sequence). */
export function mailerFor(config: AppConfig, logger: Logger): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config, logger);
    mailers.set(config, mailer);
  }
  return mailer;
}
