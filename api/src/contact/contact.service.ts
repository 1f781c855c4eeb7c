import type { ContactPayload } from '@acorduri/contracts';
import type { AppConfig } from '../config/config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { contactMail } from '../mail/templates';
import { ContactMessageModel } from './contactMessage.model';

export interface ContactSender {
  readonly userId?: string;
  readonly ip?: string;
}

/** Stores the message, then mails it to the administrator (reply-to the sender); a mail failure is only logged. */
export async function sendContactMessage(
  { config, logger, mailer }: { config: AppConfig; logger: Logger; mailer: Mailer },
  payload: ContactPayload,
  sender: ContactSender,
): Promise<void> {
  const stored = await ContactMessageModel.create({
    fromEmail: payload.fromEmail,
    inquiryType: payload.inquiryType,
    message: payload.message,
    userId: sender.userId ?? null,
    ip: sender.ip ?? '',
  });
  try {
    await mailer.send(
      contactMail(config.mail.adminEmail, payload.fromEmail, payload.inquiryType, payload.message),
    );
    await ContactMessageModel.updateOne({ _id: stored._id }, { $set: { mailed: true } });
  } catch (error) {
    logger.error({ err: error, contactMessageId: stored.id }, 'contact message could not be mailed');
  }
}
