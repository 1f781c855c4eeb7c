import { slugify } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { type ArtistDocument, ArtistModel } from '../../src/artists/artist.model';
import { applyCounterChanges } from '../../src/tabs/tab.counters';
import { TabModel } from '../../src/tabs/tab.model';
import { searchableTabFields } from '../../src/tabs/tabTextSearch';
import { type TagDocument, TagModel } from '../../src/tags/tag.model';

export const SAMPLE_BODY =
  '   Am         F\nCântă vântul peste sat\n   C          G\nȘi noaptea ne-a uitat\n';

export function createArtist(name: string): Promise<ArtistDocument> {
  return ArtistModel.create({ name, slug: slugify(name) });
}

export function createTag(name: string, isPublic = true): Promise<TagDocument> {
  return TagModel.create({ name, slug: slugify(name), isPublic });
}

export interface TabFixture {
  title: string;
  artist: ArtistDocument;
  authorId?: Types.ObjectId;
  isPublic?: boolean;
  isExplicit?: boolean;
  tags?: TagDocument[];
  body?: string;
  createdAt?: Date;
  favouriteCount?: number;
  midi?: string;
}

/** A tab written straight to the database, counters moved like the service does. */
export async function createTab(fixture: TabFixture) {
  const body = fixture.body ?? SAMPLE_BODY;
  const tab = await TabModel.create({
    title: fixture.title,
    slug: slugify(fixture.title),
    artistId: fixture.artist._id,
    authorId: fixture.authorId ?? null,
    body,
    isPublic: fixture.isPublic ?? true,
    isExplicit: fixture.isExplicit ?? false,
    tagIds: (fixture.tags ?? []).map((tag) => tag._id),
    favouriteCount: fixture.favouriteCount ?? 0,
    midi: fixture.midi ?? null,
    ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    ...(await searchableTabFields(fixture.artist.name, fixture.title, body)),
  });
  await applyCounterChanges(null, tab);
  return tab;
}
