import type { TagView } from '@acorduri/contracts';
import { notFound } from '../errors/HttpError';
import { TagModel } from './tag.model';
import { TAG_VIEW_FIELDS, type TagRecord, toTagView } from './tag.views';

/** A public tag by slug; private tags are answered 404 like missing ones. */
export async function publicTagBySlug(slug: string): Promise<TagView> {
  const tag = await TagModel.findOne({ slug, isPublic: true }, TAG_VIEW_FIELDS).lean<TagRecord>();
  if (!tag) throw notFound();
  return toTagView(tag);
}

/** The public tags, most used first: the tag-data.json cache file (/categorii and the home chips). */
export async function publicTags(): Promise<TagView[]> {
  const tags = await TagModel.find({ isPublic: true }, TAG_VIEW_FIELDS)
    .sort({ tabCount: -1, name: 1 })
    .lean<TagRecord[]>();
  return tags.map(toTagView);
}
