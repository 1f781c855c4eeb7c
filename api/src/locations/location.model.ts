import { type InferSchemaType, model, Schema } from 'mongoose';

const locationSchema = new Schema({
  name: { type: String, required: true, trim: true, maxlength: 100 },
  county: { type: String, default: '', trim: true, maxlength: 100 },
});
locationSchema.index({ name: 1, county: 1 }, { unique: true });

export type Location = InferSchemaType<typeof locationSchema>;
export const LocationModel = model('Location', locationSchema);
