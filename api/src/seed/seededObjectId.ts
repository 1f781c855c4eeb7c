import type { SeededRandom } from '@acorduri/demo-data';
import { Types } from 'mongoose';

/** The next ObjectId of a seed stream: its time part is `at`, so ids sort the way the demo dates do. */
export function seededObjectId(random: SeededRandom, at: Date): Types.ObjectId {
  return new Types.ObjectId(random.objectIdHex(at));
}
