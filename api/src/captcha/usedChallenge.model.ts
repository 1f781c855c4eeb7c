import { model, Schema } from 'mongoose';

/** Solved ALTCHA challenges, kept until they expire so a payload cannot be replayed (shared by all instances). */
const usedChallengeSchema = new Schema({
  _id: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
usedChallengeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const UsedChallengeModel = model('UsedCaptchaChallenge', usedChallengeSchema);
