import { CONTACT_SUCCESS_MESSAGE, type ContactPayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config';
import { bodyOf } from '../http/validate';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { sendContactMessage } from './contact.service';

export function contactController(context: { config: AppConfig; logger: Logger; mailer: Mailer }) {
  const send: RequestHandler = async (req, res) => {
    await sendContactMessage(context, bodyOf<ContactPayload>(req), { userId: req.user?.id, ip: req.ip });
    res.json({ message: CONTACT_SUCCESS_MESSAGE });
  };
  return { send };
}
