import { slugify } from '@acorduri/contracts';
import { artistCountFor, artistName } from '@acorduri/demo-data';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { ARTIST_NAME_MAX, ArtistModel, artistDerivedFields } from './artist.model';

/** Inserts the demo artists (unique slugs, names of at most 40 characters); counters start at 0. */
export async function seedArtists(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('artists');
  const count = artistCountFor(context.options.tabs);
  const since = new Date(Date.UTC(2012, 0, 1));
  const bySlug = new Map<string, string>();
  while (bySlug.size < count) {
    const name = artistName(random);
    const slug = slugify(name);
    if (slug && name.length <= ARTIST_NAME_MAX && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  const docs = [...bySlug].map(([slug, name]) => {
    const createdAt = random.date(since, context.now);
    return {
      _id: seededObjectId(random, createdAt),
      name,
      slug,
      ...artistDerivedFields(name),
      tabCount: 0,
      requestCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
  progress?.total(docs.length);
  await bulkInsert(ArtistModel, docs, progress);
  return docs.length;
}
