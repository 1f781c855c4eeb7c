import { slugify } from '@acorduri/contracts';
import { artistName, type SeededRandom, songText, songTitle } from '@acorduri/demo-data';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { rememberChordSets } from '../chordSets/chordSetTree';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import { TagModel } from '../tags/tag.model';
import { UserModel } from '../users/user.model';
import { TabModel, tabDerivedFields } from './tab.model';
import { rememberTabWords } from './tabTextSearch';

const BATCH = 2000;
const SINCE = new Date(Date.UTC(2014, 0, 1));

interface Refs {
  artists: { _id: Types.ObjectId; name: string }[];
  publicTags: Types.ObjectId[];
  privateTags: Types.ObjectId[];
  users: Types.ObjectId[];
}

/** Counters accumulated while generating, written once at the end. */
class Counts {
  readonly artists = new Map<string, number>();
  readonly tags = new Map<string, number>();
  readonly userTabs = new Map<string, number>();
  readonly userPublished = new Map<string, number>();

  add(map: Map<string, number>, id: Types.ObjectId | null): void {
    if (id) map.set(id.toHexString(), (map.get(id.toHexString()) ?? 0) + 1);
  }
}

/** Slugs already given per artist (the null scope holds tabs without a catalogue artist). */
class SlugRegistry {
  private readonly used = new Map<string, Set<string>>();

  claim(artistId: Types.ObjectId | null, title: string): string {
    const scope = artistId?.toHexString() ?? 'null';
    let slugs = this.used.get(scope);
    if (!slugs) {
      slugs = new Set();
      this.used.set(scope, slugs);
    }
    const base = slugify(title) || 'transpunere';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  }
}

function tabDocument(random: SeededRandom, index: number, refs: Refs, slugs: SlugRegistry, now: Date) {
  // Every artist gets one tab first, then popular artists (early in the list) get more.
  const artist =
    index < refs.artists.length
      ? refs.artists[index]!
      : refs.artists[random.skewedIndex(refs.artists.length)]!;
  const roll = random.next();
  const isNewWithTempArtist = roll < 0.015;
  const isNew = roll < 0.035;
  const hasDraft = !isNew && roll < 0.06;
  const artistId = isNewWithTempArtist ? null : artist._id;
  const name = isNewWithTempArtist ? artistName(random) : artist.name;
  const title = songTitle(random);
  const body = songText(random);
  const createdAt = random.date(SINCE, now);
  const updatedAt = random.chance(0.3) ? random.date(createdAt, now) : createdAt;
  const tagIds = random.sample(refs.publicTags, random.int(1, 3));
  if (random.chance(0.05)) tagIds.push(random.pick(refs.privateTags));
  const slug = slugs.claim(artistId, title);
  return {
    _id: seededObjectId(random, createdAt),
    title,
    slug,
    artistId,
    tempArtistName: isNewWithTempArtist ? name : null,
    authorId: refs.users[random.skewedIndex(refs.users.length)]!,
    body,
    tagIds,
    isPublic: !isNew,
    isExplicit: random.chance(0.03),
    // Attachment names are set by the attachment step, which stores the files.
    midi: null,
    gtp: null,
    ratingSum: 0,
    ratingCount: 0,
    rating: 0,
    favouriteCount: 0,
    commentCount: 0,
    draftAvailable: hasDraft,
    draft: hasDraft
      ? { title: `${title} (varianta nouă)`, body: songText(random), artistId, tempArtistName: null }
      : null,
    // New submissions and proposed edits wait in the review queue ("De revizuit").
    pendingReview: isNew || hasDraft,
    reviewRequestedAt: isNew || hasDraft ? updatedAt : null,
    review: null,
    ...tabDerivedFields(name, title, body),
    createdAt,
    updatedAt,
  };
}

async function writeCounters(counts: Counts): Promise<void> {
  const set = (map: Map<string, number>, field: string) =>
    [...map].map(([id, value]) => ({
      updateOne: { filter: { _id: id }, update: { $set: { [field]: value } } },
    }));
  const users = new Set([...counts.userTabs.keys()]);
  await Promise.all([
    counts.artists.size && ArtistModel.bulkWrite(set(counts.artists, 'tabCount'), { ordered: false }),
    counts.tags.size && TagModel.bulkWrite(set(counts.tags, 'tabCount'), { ordered: false }),
    users.size &&
      UserModel.bulkWrite(
        [...users].map((id) => ({
          updateOne: {
            filter: { _id: id },
            update: {
              $set: {
                tabCount: counts.userTabs.get(id) ?? 0,
                publishedTabCount: counts.userPublished.get(id) ?? 0,
              },
            },
          },
        })),
        { ordered: false },
      ),
  ]);
}

/**
 * Generates `options.tabs` tabs over the seeded artists, tags and users: mostly public, some new ones awaiting
 * approval (a few with a free-text artist), some public ones with a draft awaiting approval, some explicit;
 * then sets artist, tag and user counters to match.
 */
export async function seedTabs(context: SeedContext): Promise<number> {
  const random = context.random.fork('tabs');
  const [artists, tags, users] = await Promise.all([
    ArtistModel.find({}, { name: 1 }).sort({ slug: 1 }).lean(),
    TagModel.find({}, { isPublic: 1 }).sort({ slug: 1 }).lean(),
    UserModel.find({}, { _id: 1 }).sort({ slug: 1 }).lean(),
  ]);
  if (artists.length === 0 || users.length === 0) throw new Error('seedTabs needs artists and users first');
  const refs: Refs = {
    artists: random.sample(artists, artists.length),
    publicTags: tags.filter((tag) => tag.isPublic).map((tag) => tag._id),
    privateTags: tags.filter((tag) => !tag.isPublic).map((tag) => tag._id),
    users: random.sample(users, users.length).map((user) => user._id),
  };
  const slugs = new SlugRegistry();
  const counts = new Counts();
  for (let start = 0; start < context.options.tabs; start += BATCH) {
    const docs = [];
    for (let i = start; i < Math.min(start + BATCH, context.options.tabs); i++) {
      const doc = tabDocument(random, i, refs, slugs, context.now);
      counts.add(counts.userTabs, doc.authorId);
      if (doc.isPublic) {
        counts.add(counts.artists, doc.artistId);
        counts.add(counts.userPublished, doc.authorId);
        for (const tagId of doc.tagIds) counts.add(counts.tags, tagId);
      }
      docs.push(doc);
    }
    await rememberTabWords(docs.flatMap((doc) => doc.searchWords));
    await rememberChordSets(docs.map((doc) => doc.chordKey));
    await bulkInsert(TabModel, docs);
  }
  await writeCounters(counts);
  return context.options.tabs;
}
