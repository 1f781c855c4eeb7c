import { midiForChords } from '@acorduri/demo-data';
import { attachmentNameOf, storeAttachment } from '../media/attachments.service';
import type { SeedContext } from '../seed/seedContext';
import { TabModel } from './tab.model';

/** About one public tab in 70 gets a MIDI attachment (capped: each costs several GridFS writes). */
const SHARE = 0.015;
const MAX_FILES = 150;
const PARALLEL_WRITES = 8;

/**
 * Stores a small valid MIDI file (the sheet's intro progression) in GridFS through the attachment service for a
 * sample of public tabs, which also sets the tabs' `midi` names. Guitar Pro files are not generated: a valid one
 * cannot be produced simply, and a fake would not open.
 */
export async function seedTabAttachments(context: SeedContext): Promise<number> {
  const random = context.random.fork('attachments');
  const ids = await TabModel.find({ isPublic: true }, { _id: 1 }).sort({ _id: 1 }).lean();
  const chosenIds = random.sample(ids, Math.min(MAX_FILES, Math.round(ids.length * SHARE)));
  const chosen = await TabModel.find({ _id: { $in: chosenIds.map((tab) => tab._id) } }, { slug: 1, body: 1 })
    .sort({ _id: 1 })
    .lean();
  // A few writes in flight at once: each file costs several round trips.
  for (let start = 0; start < chosen.length; start += PARALLEL_WRITES) {
    await Promise.all(
      chosen.slice(start, start + PARALLEL_WRITES).map((tab) => {
        const intro = /^Intro: (.+)$/m.exec(tab.body)?.[1]?.split(' ') ?? ['C', 'G', 'Am', 'F'];
        return storeAttachment(tab._id, 'midi', attachmentNameOf(tab, 'mid'), midiForChords(intro));
      }),
    );
  }
  return chosen.length;
}
