import {
  ADMIN_TAG_MESSAGES,
  type AdminTagFileResult,
  type AdminTagList,
  type AdminTagListQuery,
  type AdminTagOptions,
  type AdminTagOrderBy,
  type AdminTagPayload,
  type AdminTagUpdatePayload,
  type TagView,
} from '@acorduri/contracts';
import { adminSort, countFor } from '../admin/adminList';
import { saveRefusingDuplicate, slugOrRefuse } from '../admin/uniqueName';
import { cacheFiles } from '../cache/cacheFiles';
import { badRequest, notFound } from '../errors/HttpError';
import { normalisedSubstringFilter } from '../search/searchFilter';
import { invalidateTabSummaries } from '../tabs/tab.cache';
import { TabModel } from '../tabs/tab.model';
import { TAG_DATA_FILE } from './tag.cache';
import { type TagDocument, TagModel } from './tag.model';
import { TAG_VIEW_FIELDS, type TagRecord, toTagView } from './tag.views';

const SORT_FIELDS: Record<AdminTagOrderBy, string> = {
  id: '_id',
  name: 'searchName',
  tab_count: 'tabCount',
  created_at: 'createdAt',
};

/** GET /api/admin/tag: public and private tags. */
export async function listAdminTags(query: AdminTagListQuery): Promise<AdminTagList> {
  const filter: Record<string, unknown> = {};
  if (query.isPublic !== undefined) filter.isPublic = query.isPublic;
  if (query.search) Object.assign(filter, normalisedSubstringFilter(query.search, ['searchName']));
  const [tags, total] = await Promise.all([
    TagModel.find(filter, TAG_VIEW_FIELDS)
      .sort(adminSort(query, SORT_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<TagRecord[]>(),
    countFor(TagModel, filter),
  ]);
  return { tags: tags.map(toTagView), total };
}

/** GET /api/admin/tag/all: every tag by name, private ones included, for the tab edit dialog. */
export async function allTagOptions(): Promise<AdminTagOptions> {
  const tags = await TagModel.find({}, { name: 1, slug: 1, isPublic: 1 })
    .sort({ searchName: 1, _id: 1 })
    .lean();
  return {
    tags: tags.map((tag) => ({
      id: tag._id.toHexString(),
      name: tag.name,
      slug: tag.slug,
      isPublic: tag.isPublic,
    })),
  };
}

const tagSlug = (name: string) => slugOrRefuse(name, ADMIN_TAG_MESSAGES.nameWithoutLetters);

async function saveTag(tag: TagDocument): Promise<TagView> {
  await saveRefusingDuplicate(tag, ADMIN_TAG_MESSAGES.nameTaken);
  return toTagView(tag.toObject<TagRecord>());
}

/** POST /api/admin/tag: a public tag enters the tag file. */
export async function createTag(payload: AdminTagPayload): Promise<TagView> {
  const tag = await saveTag(new TagModel({ ...payload, slug: tagSlug(payload.name) }));
  if (tag.isPublic) cacheFiles.invalidate(TAG_DATA_FILE);
  return tag;
}

/**
 * PUT /api/admin/tag: the slug follows the name; a change of name or visibility regenerates the tag file, and a
 * new name the home tables that list tab tags.
 */
export async function updateTag(payload: AdminTagUpdatePayload): Promise<TagView> {
  const tag = await TagModel.findById(payload.id);
  if (!tag) throw notFound();
  const renamed = tag.name !== payload.name;
  const wasPublic = tag.isPublic;
  tag.set({ name: payload.name, slug: tagSlug(payload.name), isPublic: payload.isPublic ?? tag.isPublic });
  const view = await saveTag(tag);
  if (renamed || wasPublic !== view.isPublic) cacheFiles.invalidate(TAG_DATA_FILE);
  if (renamed) invalidateTabSummaries();
  return view;
}

/**
 * DELETE /api/admin/tag: refused while any tab carries the tag (the collection decides, not only the counter).
 * A tab given the tag between the check and the delete loses it again, so no tab keeps a deleted tag.
 */
export async function deleteTag(id: string): Promise<TagRecord> {
  const tag = await TagModel.findById(id, TAG_VIEW_FIELDS).lean<TagRecord>();
  if (!tag) throw notFound();
  if (tag.tabCount > 0 || (await TabModel.exists({ tagIds: tag._id })))
    throw badRequest(ADMIN_TAG_MESSAGES.inUse);
  const deleted = await TagModel.findOneAndDelete({
    _id: tag._id,
    tabCount: { $not: { $gt: 0 } },
  }).lean<TagRecord>();
  if (!deleted) throw badRequest(ADMIN_TAG_MESSAGES.inUse);
  await TabModel.updateMany({ tagIds: tag._id }, { $pull: { tagIds: tag._id } }, { timestamps: false });
  if (deleted.isPublic) cacheFiles.invalidate(TAG_DATA_FILE);
  return deleted;
}

/** POST /api/admin/tag/cache: writes tag-data.json now; answers how many public tags it lists. */
export async function generateTagFile(): Promise<AdminTagFileResult> {
  await cacheFiles.generate(TAG_DATA_FILE);
  return { tags: await TagModel.countDocuments({ isPublic: true }) };
}
