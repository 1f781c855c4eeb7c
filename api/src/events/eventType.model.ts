import { type InferSchemaType, model, Schema } from 'mongoose';

/** Lookup of the event codes (admin log filter); `code` is the id the log entries carry. */
const eventTypeSchema = new Schema({
  code: { type: Number, required: true },
  description: { type: String, required: true },
});
eventTypeSchema.index({ code: 1 }, { unique: true });

export type EventType = InferSchemaType<typeof eventTypeSchema>;
export const EventTypeModel = model('EventType', eventTypeSchema);
