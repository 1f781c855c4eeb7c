import { EventLogModel } from '../../src/events/eventLog.model';

/** The newest event-log entry with `code`: what an admin write recorded. */
export function lastEvent(code: number) {
  return EventLogModel.findOne({ code }).sort({ createdAt: -1, _id: -1 }).lean();
}
