import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { CommentModel } from '../src/comments/comment.model';
import { FavouriteModel } from '../src/favourites/favourite.model';
import { LessonModel } from '../src/lessons/lesson.model';
import { createLogger } from '../src/logger';
import { RatingModel } from '../src/ratings/rating.model';
import { parseSeedArguments } from '../src/seed/seedArguments';
import { seedDemo } from '../src/seed/seedDemo';
import { TabModel } from '../src/tabs/tab.model';
import { TagModel } from '../src/tags/tag.model';
import { UserModel } from '../src/users/user.model';
import { startTestApi, type TestApi } from './support/testApi';

const TABS = 400;
const CHORD_LINE = /^\s*[A-H][#b]?(m|7|maj7|sus\d)?\d?(\s+[A-H][#b]?(m|7|maj7|sus\d)?\d?)*\s*$/;

/** Every collection's size and every counter the seed sets, to compare two runs. */
async function archiveSnapshot() {
  const models = { ArtistModel, CommentModel, FavouriteModel, LessonModel, RatingModel, TabModel, TagModel };
  const counts = Object.fromEntries(
    await Promise.all(
      Object.entries(models).map(async ([name, model]) => [name, await model.countDocuments()] as const),
    ),
  );
  const [tabs, artists, users] = await Promise.all([
    TabModel.find({}, { commentCount: 1, favouriteCount: 1, ratingSum: 1, ratingCount: 1, midi: 1, slug: 1 })
      .sort({ _id: 1 })
      .lean(),
    ArtistModel.find({}, { tabCount: 1, requestCount: 1 }).sort({ _id: 1 }).lean(),
    UserModel.find({}, { email: 1, tabCount: 1, publishedTabCount: 1, commentCount: 1, requestCount: 1 })
      .sort({ _id: 1 })
      .lean(),
  ]);
  return { counts, tabs, artists, users };
}

describe('demo seed', () => {
  let api: TestApi;
  let firstRun: { id: string; title: string; slug: string }[];

  beforeAll(async () => {
    api = await startTestApi();
    await seedDemo(createLogger('silent'), { tabs: TABS });
    firstRun = (await TabModel.find({}, { title: 1, slug: 1 }).sort({ _id: 1 }).limit(20).lean()).map(
      (tab) => ({
        id: tab._id.toHexString(),
        title: tab.title,
        slug: tab.slug,
      }),
    );
  });
  afterAll(() => api.stop());

  it('writes Romanian-looking artists, tags with a public/private mix, users and tabs', async () => {
    expect(await TabModel.countDocuments()).toBe(TABS);
    expect(await ArtistModel.countDocuments()).toBeGreaterThanOrEqual(1500);
    expect(await TagModel.countDocuments({ isPublic: true })).toBeGreaterThan(0);
    expect(await TagModel.countDocuments({ isPublic: false })).toBeGreaterThan(0);
    expect(await UserModel.countDocuments({ email: 'admin@acorduri.test', role: 1 })).toBe(1);
    expect(await TabModel.countDocuments({ isPublic: false })).toBeGreaterThan(0);
    expect(
      await TabModel.countDocuments({ draftAvailable: true, 'draft.title': { $exists: true } }),
    ).toBeGreaterThan(0);
    expect(await TabModel.countDocuments({ isExplicit: true })).toBeGreaterThan(0);
    expect(await TabModel.countDocuments({ artistId: null, tempArtistName: { $ne: null } })).toBeGreaterThan(
      0,
    );
  });

  it('writes chord-over-lyrics bodies: chord lines above lyric lines', async () => {
    const tab = await TabModel.findOne({ isPublic: true }).lean();
    const lines = tab!.body.split('\n');
    const chordLines = lines.filter((line) => CHORD_LINE.test(line) && line.trim() !== '');
    expect(chordLines.length).toBeGreaterThanOrEqual(8);
    const firstChords = lines.findIndex((line) => CHORD_LINE.test(line) && line.trim() !== '');
    expect(lines[firstChords + 1]).toMatch(/^\p{Lu}[\p{L} ,-]+$/u);
    expect(tab!.preview).toBe(tab!.body.slice(0, 100));
  });

  it('sets the counters to match the data', async () => {
    const artist = await ArtistModel.findOne({ tabCount: { $gt: 0 } }).lean();
    expect(await TabModel.countDocuments({ artistId: artist!._id, isPublic: true })).toBe(artist!.tabCount);
    const tag = await TagModel.findOne({ isPublic: true }).sort({ tabCount: -1 }).lean();
    expect(await TabModel.countDocuments({ tagIds: tag!._id, isPublic: true })).toBe(tag!.tabCount);
    const author = await UserModel.findOne({ tabCount: { $gt: 0 } }).lean();
    expect(await TabModel.countDocuments({ authorId: author!._id })).toBe(author!.tabCount);
    expect(await TabModel.countDocuments({ authorId: author!._id, isPublic: true })).toBe(
      author!.publishedTabCount,
    );
  });

  it('stores valid MIDI attachments served under /media/midi/', async () => {
    const tab = await TabModel.findOne({ midi: { $ne: null } }).lean();
    expect(tab).not.toBeNull();
    const res = await request(api.app)
      .get(`/media/midi/${tab!.midi}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('MThd');
    expect(bytes.subarray(14, 18).toString('latin1')).toBe('MTrk');
    expect(bytes.readUInt32BE(18)).toBe(bytes.length - 22);
  });

  it('writes the same data on every run', async () => {
    await api.clear();
    await seedDemo(createLogger('silent'), { tabs: TABS });
    const again = await TabModel.find({}, { title: 1, slug: 1 }).sort({ _id: 1 }).limit(20).lean();
    expect(again.map((tab) => ({ id: tab._id.toHexString(), title: tab.title, slug: tab.slug }))).toEqual(
      firstRun,
    );
  });

  it('completes an interrupted seed: only what is missing is written, counters come back', async () => {
    const before = await archiveSnapshot();
    const everyOtherTab = (await TabModel.find({}, { _id: 1 }).sort({ _id: 1 }).lean()).filter(
      (_, index) => index % 2 === 0,
    );
    await TabModel.deleteMany({ _id: { $in: everyOtherTab.map((tab) => tab._id) } });
    const comments = await CommentModel.find({}, { _id: 1 }).sort({ _id: -1 }).limit(25).lean();
    await CommentModel.deleteMany({ _id: { $in: comments.map((comment) => comment._id) } });
    await Promise.all([FavouriteModel.deleteMany({}), LessonModel.deleteMany({})]);
    await UserModel.deleteOne({ email: 'ana@acorduri.test' });
    await TabModel.updateMany({}, { $set: { commentCount: 0, favouriteCount: 0 } });

    await seedDemo(createLogger('silent'), { tabs: TABS });

    expect(await archiveSnapshot()).toEqual(before);
  });

  it('changes nothing when run again over a complete archive', async () => {
    const before = await archiveSnapshot();
    await seedDemo(createLogger('silent'), { tabs: TABS });
    expect(await archiveSnapshot()).toEqual(before);
  });

  it('ends with every index of every model, also after a run stopped before its indexes step', async () => {
    const indexNames = async (model: typeof TabModel) =>
      (await model.collection.indexes()).map((index) => index.name).sort();
    const complete = await indexNames(TabModel);
    const declared = TabModel.schema.indexes().length;
    expect(complete.length).toBe(declared + 1);
    const nonUnique = (await TabModel.collection.indexes()).filter(
      (index) => index.name !== '_id_' && !index.unique,
    );
    expect(nonUnique.length).toBeGreaterThan(0);
    // As a run interrupted between its data and its indexes leaves the tabs.
    for (const index of nonUnique) await TabModel.collection.dropIndex(index.name!);

    await seedDemo(createLogger('silent'), { tabs: TABS });
    expect(await indexNames(TabModel)).toEqual(complete);
  });

  it('reads the command-line options', () => {
    expect(parseSeedArguments([])).toEqual({ tabs: 12500, reset: false });
    expect(parseSeedArguments(['--tabs', '100000', '--reset'])).toEqual({ tabs: 100000, reset: true });
    expect(parseSeedArguments(['--tabs=50'])).toEqual({ tabs: 50, reset: false });
    expect(() => parseSeedArguments(['--tabs', 'multe'])).toThrow('--tabs');
    expect(() => parseSeedArguments(['--altceva'])).toThrow('Argument necunoscut');
  });
});
