import type { Types } from 'mongoose';
import { EventLogModel, eventLogSearchFields } from './eventLog.model';
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
    ...eventLogSearchFields(subject),
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

// Once per process: a database seeded by an older version gets the codes added since and the current wording.
let eventTypesRefreshed: Promise<void> | undefined;

/** The event types ({ code, description } by code), the lookup brought up to date with the code list first. */
export async function listEventTypes(): Promise<{ code: number; description: string }[]> {
  eventTypesRefreshed ??= seedEventTypes().catch((error: unknown) => {
    eventTypesRefreshed = undefined;
    throw error;
  });
  await eventTypesRefreshed;
  const types = await EventTypeModel.find().sort({ code: 1 }).lean();
  return types.map(({ code, description }) => ({ code, description }));
}
