import { type InferSchemaType, model, Schema } from 'mongoose';

/** How many browsers reported that a release of an area failed to load (POST /api/mf/beacon). */
const releaseFailureSchema = new Schema(
  {
    remote: { type: String, required: true },
    version: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    lastAt: { type: Date, required: true },
  },
  { collection: 'release_failures', versionKey: false },
);
releaseFailureSchema.index({ remote: 1, version: 1 }, { unique: true });

export type ReleaseFailureDoc = InferSchemaType<typeof releaseFailureSchema>;
export const ReleaseFailure = model('ReleaseFailure', releaseFailureSchema);
