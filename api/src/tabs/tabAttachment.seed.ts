import { midiForChords } from '@acorduri/demo-data';
import { attachmentNameOf, storeAttachment } from '../media/attachments.service';
import type { SeedContext } from '../seed/seedContext';
import type { StepProgress } from '../seed/seedProgress';
import { TabModel } from './tab.model';
import { plannedPublicTabs } from './tabSeedPlan';

/** About one public tab in 70 gets a MIDI attachment (capped: each costs several GridFS writes). */
const SHARE = 0.015;
const MAX_FILES = 150;
const PARALLEL_WRITES = 8;

/**
 * Stores a small valid MIDI file (the sheet's intro progression) in GridFS through the attachment service for a
 * sample of public tabs, which also sets the tabs' `midi` names. Guitar Pro files are not generated: a valid one
 * cannot be produced simply, and a fake would not open.
 */
export async function seedTabAttachments(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('attachments');
  const ids =
    plannedPublicTabs(context) ??
    (await TabModel.find({ isPublic: true }, { _id: 1 }).sort({ _id: 1 }).lean());
  const chosenIds = random.sample(ids, Math.min(MAX_FILES, Math.round(ids.length * SHARE)));
  progress?.total(chosenIds.length);
  // A tab that has its file already (an interrupted run) keeps it.
  const chosen = await TabModel.find(
    { _id: { $in: chosenIds.map((tab) => tab._id) }, midi: null },
    { slug: 1, body: 1 },
  )
    .sort({ _id: 1 })
    .lean();
  progress?.advance(chosenIds.length - chosen.length);
  // A few writes in flight at once: each file costs several round trips.
  for (let start = 0; start < chosen.length; start += PARALLEL_WRITES) {
    await Promise.all(
      chosen.slice(start, start + PARALLEL_WRITES).map((tab) => {
        const intro = /^Intro: (.+)$/m.exec(tab.body)?.[1]?.split(' ') ?? ['C', 'G', 'Am', 'F'];
        return storeAttachment(tab._id, 'midi', attachmentNameOf(tab, 'mid'), midiForChords(intro));
      }),
    );
    progress?.advance(Math.min(PARALLEL_WRITES, chosen.length - start));
  }
  return chosenIds.length;
}
