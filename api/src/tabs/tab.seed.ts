import { slugify } from '@acorduri/contracts';
import { artistName, type SeededRandom, songText, songTitle } from '@acorduri/demo-data';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { rememberChordSets } from '../chordSets/chordSetTree';
import { SEED_BATCH } from '../seed/bulkInsert';
import { type DerivedFields, derivedFieldsFor } from '../seed/derivedFieldsThreads';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { TagModel } from '../tags/tag.model';
import { UserModel } from '../users/user.model';
import { TabModel } from './tab.model';
import type { TabDerivedFields } from './tabDerivedFields';
import { plannedTabCounters, rememberTabPlan, type SeedTab } from './tabSeedPlan';
import { rememberTabWords } from './tabTextSearch';

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

/** A tab as drawn from the stream, before the fields derived from its text and its community counters. */
function tabDraft(random: SeededRandom, index: number, refs: Refs, slugs: SlugRegistry, now: Date) {
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
    artistName: name,
    document: {
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
      createdAt,
      updatedAt,
    },
  };
}

type TabDraft = ReturnType<typeof tabDraft>;

/** The tab as written: its draft, the fields derived from its text, and the counters the plan gathered. */
function tabDocument(context: SeedContext, { document }: TabDraft, derived: TabDerivedFields) {
  return {
    ...document,
    ...derived,
    ...plannedTabCounters(context, document._id.toHexString()),
  };
}

type SeedTabDocument = ReturnType<typeof tabDocument>;

const referencesRead = new WeakMap<SeedContext, Promise<References>>();

interface References {
  readonly artists: { _id: Types.ObjectId; name: string }[];
  readonly tags: { _id: Types.ObjectId; isPublic: boolean }[];
  readonly users: { _id: Types.ObjectId }[];
}

async function readReferences(): Promise<References> {
  const [artists, tags, users] = await Promise.all([
    ArtistModel.find({}, { name: 1 }).sort({ slug: 1 }).lean(),
    TagModel.find({}, { isPublic: 1 }).sort({ slug: 1 }).lean(),
    UserModel.find({}, { _id: 1 }).sort({ slug: 1 }).lean(),
  ]);
  if (artists.length === 0 || users.length === 0) throw new Error('seedTabs needs artists and users first');
  return { artists, tags, users };
}

/**
 * Every tab of the run as drawn from the tabs' stream, in order. Each call starts the stream afresh, so the plan
 * and the tabs step draw the same tabs.
 */
async function* tabDrafts(context: SeedContext): AsyncGenerator<TabDraft> {
  let read = referencesRead.get(context);
  if (!read) {
    read = readReferences();
    referencesRead.set(context, read);
  }
  const { artists, tags, users } = await read;
  const random = context.random.fork('tabs');
  const refs: Refs = {
    artists: random.sample(artists, artists.length),
    publicTags: tags.filter((tag) => tag.isPublic).map((tag) => tag._id),
    privateTags: tags.filter((tag) => !tag.isPublic).map((tag) => tag._id),
    users: random.sample(users, users.length).map((user) => user._id),
  };
  const slugs = new SlugRegistry();
  for (let index = 0; index < context.options.tabs; index++) {
    yield tabDraft(random, index, refs, slugs, context.now);
  }
}

/**
 * Draws the run's tabs without writing them and keeps the public ones (id and date): the comment, rating and
 * favourite steps hang off them and gather the counters the tabs are then written with.
 */
export async function planTabs(context: SeedContext, progress?: StepProgress): Promise<number> {
  progress?.total(context.options.tabs);
  const publicTabs: SeedTab[] = [];
  let drawn = 0;
  for await (const { document } of tabDrafts(context)) {
    if (document.isPublic) publicTabs.push({ _id: document._id, createdAt: document.createdAt });
    if (++drawn % SEED_BATCH === 0) progress?.advance(SEED_BATCH);
  }
  progress?.advance(drawn % SEED_BATCH);
  publicTabs.sort((a, b) => a._id.toHexString().localeCompare(b._id.toHexString()));
  rememberTabPlan(context, publicTabs);
  return publicTabs.length;
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
 * Words and chord sets join their vocabularies before the tabs that use them are written; each is written once
 * per run (after the first batches, a batch rarely brings a new one).
 */
class Vocabularies {
  private readonly words = new Set<string>();
  private readonly chordKeys = new Set<string>();

  async remember(docs: readonly { searchWords: string[]; chordKey: string | null }[]): Promise<void> {
    const words = newItems(
      this.words,
      docs.flatMap((doc) => doc.searchWords),
    );
    const chordKeys = newItems(
      this.chordKeys,
      docs.flatMap((doc) => (doc.chordKey ? [doc.chordKey] : [])),
    );
    if (words.length > 0) await rememberTabWords(words);
    if (chordKeys.length > 0) await rememberChordSets(chordKeys);
  }
}

function newItems(known: Set<string>, items: readonly string[]): string[] {
  const added: string[] = [];
  for (const item of items) {
    if (known.has(item)) continue;
    known.add(item);
    added.push(item);
  }
  return added;
}

/**
 * Generates `options.tabs` tabs over the seeded artists, tags and users: mostly public, some new ones awaiting
 * approval (a few with a free-text artist), some public ones with a draft awaiting approval, some explicit; each
 * written once with the community counters of the run's plan; then sets artist, tag and user counters to match.
 * Tabs already in the database (an interrupted run) are left as they are. Drawing, the text analysis and the
 * engine's writes overlap (writeTabs).
 */
export async function seedTabs(context: SeedContext, progress?: StepProgress): Promise<number> {
  progress?.total(context.options.tabs);
  const derived = derivedFieldsFor(context.options.tabs);
  try {
    const counts = await writeTabs(context, derived, progress);
    await writeCounters(counts);
  } finally {
    await derived.close();
  }
  return context.options.tabs;
}

/** How many batches may be drawn ahead of the one being written. */
const BATCHES_AHEAD = 2;

/**
 * A batch's fields are derived (on worker threads in a large seed) while the next batches are drawn and the one
 * before is written; batches are written in order. Answers the counters of the tabs drawn.
 */
async function writeTabs(
  context: SeedContext,
  derived: DerivedFields,
  progress?: StepProgress,
): Promise<Counts> {
  const written = new Set(
    (await TabModel.collection.find({}, { projection: { _id: 1 } }).toArray()).map((tab) => String(tab._id)),
  );
  const vocabularies = new Vocabularies();
  const counts = new Counts();
  const writeBatch = async (docs: SeedTabDocument[]) => {
    await vocabularies.remember(docs);
    const missing = docs.filter((doc) => !written.has(doc._id.toHexString()));
    if (missing.length > 0) await TabModel.insertMany(missing, { ordered: false, lean: true });
    progress?.advance(docs.length);
  };
  let lastWrite: Promise<void> = Promise.resolve();
  const send = (drafts: TabDraft[]): Promise<void> => {
    const fields = derived.derive(
      drafts.map(({ artistName, document }) => ({ artistName, title: document.title, body: document.body })),
    );
    lastWrite = Promise.all([fields, lastWrite]).then(([all]) =>
      writeBatch(drafts.map((draft, position) => tabDocument(context, draft, all[position]!))),
    );
    // Awaited in turn below; a failure meanwhile is not an unhandled rejection.
    lastWrite.catch(() => {});
    return lastWrite;
  };
  const writes: Promise<void>[] = [];
  let batch: TabDraft[] = [];
  for await (const draft of tabDrafts(context)) {
    const doc = draft.document;
    counts.add(counts.userTabs, doc.authorId);
    if (doc.isPublic) {
      counts.add(counts.artists, doc.artistId);
      counts.add(counts.userPublished, doc.authorId);
      for (const tagId of doc.tagIds) counts.add(counts.tags, tagId);
    }
    batch.push(draft);
    if (batch.length === SEED_BATCH) {
      writes.push(send(batch));
      batch = [];
      if (writes.length > BATCHES_AHEAD) await writes.shift();
    }
  }
  writes.push(send(batch));
  for (const write of writes) await write;
  return counts;
}
