import { slugify } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { TabModel } from './tab.model';

const FALLBACK_SLUG = 'transpunere';

/** A slug for `title` not yet used by another tab of the same artist: `titlu`, then `titlu-2`, `titlu-3`, … */
export async function uniqueTabSlug(
  artistId: Types.ObjectId | null,
  title: string,
  exceptTabId?: Types.ObjectId,
): Promise<string> {
  const base = slugify(title).slice(0, 90).replace(/-+$/, '') || FALLBACK_SLUG;
  const taken = await TabModel.find(
    {
      artistId,
      slug: { $regex: `^${base}(-\\d+)?$` },
      ...(exceptTabId ? { _id: { $ne: exceptTabId } } : {}),
    },
    { slug: 1 },
  ).lean();
  const used = new Set(taken.map((tab) => tab.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Mongo's duplicate key error (another tab took the slug between the check and the write). */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
