import { randomBytes } from 'node:crypto';
import { slugify } from '@acorduri/contracts';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import type { ModelOf } from './modelOf';

const PLAIN_SLUG_ATTEMPTS = 3;

/** The slug a name starts from (diacritics folded, at most 90 characters), `fallback` for a name without any. */
export function slugBaseOf(name: string, fallback: string): string {
  return slugify(name).slice(0, 90).replace(/-+$/, '') || fallback;
}

/** The first of `base`, `base-2`, `base-3`, … that no document of `model` matching `scope` has as its slug. */
export async function firstFreeSlug(
  // biome-ignore lint/suspicious/noExplicitAny: any model with a string `slug` field
  model: ModelOf<any>,
  scope: Record<string, unknown>,
  base: string,
): Promise<string> {
  const taken = await model
    .find({ ...scope, slug: { $regex: `^${base}(-\\d+)?$` } }, { slug: 1 })
    .lean<Array<{ slug: string }>>();
  const used = new Set(taken.map((document) => document.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Runs a write with the slug `chooseSlug` finds free, again with a fresh one when a concurrent write took it (the
 * unique index refuses the second); after a few collisions (many identical names at once) a random suffix
 * settles it.
 */
export async function withFreeSlug<T>(
  chooseSlug: () => Promise<string>,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await chooseSlug();
    try {
      return await write(attempt < PLAIN_SLUG_ATTEMPTS ? slug : `${slug}-${randomBytes(3).toString('hex')}`);
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= PLAIN_SLUG_ATTEMPTS + 2) throw error;
    }
  }
}
