import type { TagView } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import type { Tag } from './tag.model';

export type TagRecord = Pick<Tag, 'name' | 'slug' | 'isPublic' | 'tabCount'> & { _id: Types.ObjectId };

export const TAG_VIEW_FIELDS = { name: 1, slug: 1, isPublic: 1, tabCount: 1 } as const;

export function toTagView(tag: TagRecord): TagView {
  return {
    id: tag._id.toHexString(),
    name: tag.name,
    slug: tag.slug,
    isPublic: tag.isPublic,
    tabCount: tag.tabCount,
  };
}
