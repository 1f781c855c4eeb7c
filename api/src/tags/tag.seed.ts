import { normaliseSearchText, slugify } from '@acorduri/contracts';
import { TAG_NAMES } from '@acorduri/demo-data';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { TagModel } from './tag.model';

/** Inserts the demo categories, public and private; tabCount is set once the tabs exist. */
export async function seedTags(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('tags');
  const createdAt = new Date(Date.UTC(2012, 0, 1));
  const docs = TAG_NAMES.map(({ name, isPublic }) => ({
    _id: seededObjectId(random, createdAt),
    name,
    slug: slugify(name),
    searchName: normaliseSearchText(name),
    isPublic,
    tabCount: 0,
    createdAt,
    updatedAt: createdAt,
  }));
  progress?.total(docs.length);
  await bulkInsert(TagModel, docs, progress);
  return docs.length;
}
