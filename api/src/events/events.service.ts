import type { Types } from 'mongoose';
import { EventLogModel } from './eventLog.model';
import { EventTypeModel } from './eventType.model';
import { EVENT_DESCRIPTIONS, type EventCode } from './eventTypes';

export interface EventSubject {
  readonly userId?: Types.ObjectId | string | null;
  readonly email?: string;
  readonly ip?: string;
  /** The object an admin write changed (admin log entries). */
  readonly subject?: string;
}

export async function recordEvent(code: EventCode, subject: EventSubject): Promise<void> {
  await EventLogModel.create({
    code,
    userId: subject.userId ?? null,
    email: subject.email ?? '',
    ip: subject.ip ?? '',
    subject: subject.subject ?? '',
  });
}

/** Creates or refreshes the event-type lookup from the code list; safe to run on every start. */
export async function seedEventTypes(): Promise<void> {
  await EventTypeModel.bulkWrite(
    Object.entries(EVENT_DESCRIPTIONS).map(([code, description]) => ({
      updateOne: { filter: { code: Number(code) }, update: { $set: { description } }, upsert: true },
    })),
  );
}

/** The event types ({ code, description } by code), seeding the lookup when it is still empty. */
export async function listEventTypes(): Promise<{ code: number; description: string }[]> {
  if ((await EventTypeModel.estimatedDocumentCount()) === 0) await seedEventTypes();
  const types = await EventTypeModel.find().sort({ code: 1 }).lean();
  return types.map(({ code, description }) => ({ code, description }));
}
