import type { Request } from 'express';
import { userOf } from '../auth/guards';
import { recordEvent } from '../events/events.service';
import type { EventCode } from '../events/eventTypes';

/**
 * Records an admin write in the event log: the admin's id and email, the client address, and the object changed
 * (e.g. `artist 65f0… «Phoenix»`), so the log screen shows who changed what.
 */
export function recordAdminAction(req: Request, code: EventCode, subject: string): Promise<void> {
  const admin = userOf(req);
  return recordEvent(code, { userId: admin.id, email: admin.email, ip: req.ip ?? '', subject });
}

/** `kind id «label»`: how an admin log entry names the object it changed. */
export function describeObject(kind: string, id: string, label?: string): string {
  return label ? `${kind} ${id} «${label}»` : `${kind} ${id}`;
}
