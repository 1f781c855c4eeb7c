import type { AppConfig } from '../config/config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** What the account services need from the app: configuration, the mailer, and a logger for mail failures. */
export interface AccountContext {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly mailer: Mailer;
}

/** Where a request came from, for the event log and the session record. */
export interface ClientInfo {
  readonly ip?: string;
  readonly userAgent?: string;
}

export function linkTo(context: AccountContext, route: string, token: string): string {
  return `${context.config.publicUrl}/${route}/${encodeURIComponent(token)}`;
}
