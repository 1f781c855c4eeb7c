import type { KnownChords } from '@acorduri/contracts';
import { Types } from 'mongoose';
import { KnownChordsModel } from './knownChords.model';

/** GET /api/user/known-chords: an empty list until the reader saves one. */
export async function knownChordsOf(userId: string): Promise<KnownChords> {
  const stored = await KnownChordsModel.findOne({ userId: new Types.ObjectId(userId) }, { chords: 1 }).lean();
  return { chords: stored?.chords ?? [] };
}

/** PUT /api/user/known-chords: replaces the list (the body is already in the dictionary's spelling). */
export async function saveKnownChords(userId: string, known: KnownChords): Promise<KnownChords> {
  await KnownChordsModel.updateOne(
    { userId: new Types.ObjectId(userId) },
    { $set: { chords: known.chords } },
    { upsert: true },
  );
  return { chords: known.chords };
}

/** Part of deleting an account. */
export async function eraseUserKnownChords(userId: Types.ObjectId): Promise<void> {
  await KnownChordsModel.deleteMany({ userId });
}
