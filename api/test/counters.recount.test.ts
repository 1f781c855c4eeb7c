import { ArtistModel } from '../src/artists/artist.model';
import { CommentModel } from '../src/comments/comment.model';
import { COUNTERS } from '../src/counters/counterRegistry';
import { correctCounterDrift, findCounterDrift, recountCounters } from '../src/counters/recountCounters';
import { FavouriteModel } from '../src/favourites/favourite.model';
import { RatingModel } from '../src/ratings/rating.model';
import { TabRequestModel } from '../src/requests/request.model';
import { VoteModel } from '../src/requests/vote.model';
import { SongbookModel } from '../src/songbooks/songbook.model';
import { TabModel } from '../src/tabs/tab.model';
import { TagModel } from '../src/tags/tag.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent } from './support/users';

async function driftOfEveryCounter(): Promise<Record<string, number>> {
  const drift: Record<string, number> = {};
  for (const definition of COUNTERS)
    drift[definition.name] = (await findCounterDrift(definition)).drift.length;
  return drift;
}

const noDrift = () => Object.fromEntries(COUNTERS.map((definition) => [definition.name, 0]));

describe('counter registry and the start-up recount', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('finds the counters written through the API equal to their recount', async () => {
    const user = await createUser();
    const agent = await signedInAgent(api.app, user);
    const artist = await createArtist('Phoenix');
    const tag = await createTag('Rock');
    const tab = await createTab({ title: 'Andrii Popa', artist, tags: [tag], authorId: user._id });
    const tabId = tab._id.toHexString();
    expect((await agent.post('/api/user/comment').send({ tabId, body: 'Superb' })).status).toBe(201);
    expect((await agent.put('/api/user/tab/rate').send({ id: tabId, rating: 4.5 })).status).toBe(200);
    expect((await agent.post('/api/user/tab/favourites').send({ id: tabId })).status).toBeLessThan(300);
    const created = await agent
      .post('/api/user/request')
      .send({ title: 'Mugur de fluier', artistId: artist.id });
    expect(created.status).toBe(201);
    expect((await agent.put('/api/user/request/vote').send({ id: created.body.id })).status).toBe(200);
    expect(await driftOfEveryCounter()).toEqual(noDrift());
  });

  it('repairs what a crash between a write and its counter update leaves behind, counter by counter', async () => {
    const author = await createUser();
    const artist = await createArtist('Sarmalele Reci');
    const tag = await createTag('Alternativ');
    const tab = await createTab({ title: 'Țara te vrea prost', artist, tags: [tag], authorId: author._id });
    const request = await TabRequestModel.create({
      title: 'Răsturnica',
      artistId: artist._id,
      authorId: author._id,
      isPublic: true,
    });
    // Documents stored without their counter updates, as after a kill -9 between the two writes.
    await CommentModel.create({ tabId: tab._id, authorId: author._id, body: 'Pierdut' });
    await FavouriteModel.create({ tabId: tab._id, userId: author._id });
    await RatingModel.create({ tabId: tab._id, userId: author._id, rating: 3 });
    await VoteModel.create({ requestId: request._id, userId: author._id });
    await SongbookModel.create({ ownerId: author._id, name: 'Set', slug: 'set-pierdut', isPublic: true });
    await TabModel.create({
      title: 'Ciornă',
      slug: 'ciorna',
      artistId: artist._id,
      authorId: author._id,
      body: 'C',
      isPublic: true,
      tagIds: [tag._id],
    });
    // A counter moved without its document (a delete that crashed after the counter update).
    await UserModel.updateOne({ _id: author._id }, { $inc: { commentCount: 5 } });

    const drifted = await driftOfEveryCounter();
    expect(Object.values(drifted).every((count) => count >= 1)).toBe(true);

    const reports = await recountCounters({ confirmAfterMs: 0 });
    expect(reports.map(({ name, corrected }) => [name, corrected >= 1])).toEqual(
      COUNTERS.map((definition) => [definition.name, true]),
    );
    expect(await driftOfEveryCounter()).toEqual(noDrift());

    const repairedTab = await TabModel.findById(tab._id).lean();
    expect(repairedTab).toMatchObject({
      commentCount: 1,
      favouriteCount: 1,
      ratingSum: 3,
      ratingCount: 1,
      rating: 3,
    });
    expect(await UserModel.findById(author._id).lean()).toMatchObject({
      commentCount: 1,
      tabCount: 2,
      publishedTabCount: 2,
      requestCount: 1,
      songbookCount: 1,
      publicSongbookCount: 1,
    });
    expect(await ArtistModel.findById(artist._id).lean()).toMatchObject({ tabCount: 2, requestCount: 1 });
    expect((await TagModel.findById(tag._id).lean())?.tabCount).toBe(2);
    expect((await TabRequestModel.findById(request._id).lean())?.voteCount).toBe(1);
  });

  it('reads in slices of a few documents: the sums of a tab split over slices add up, derived fields from them', async () => {
    const artist = await createArtist('Vama Veche');
    const tag = await createTag('Punk');
    const tabs = [];
    for (const title of ['Epilog', 'Perfect fără tine', 'Nu am chef azi'])
      tabs.push(await createTab({ title, artist, tags: [tag] }));
    const [first, second] = tabs;
    const users = [];
    for (let n = 0; n < 5; n++) users.push(await createUser());
    // Five ratings of one tab, read two per slice, stored without their counter updates.
    for (const [n, user] of users.entries())
      await RatingModel.create({ tabId: first!._id, userId: user._id, rating: 1 + n });
    await RatingModel.create({ tabId: second!._id, userId: users[0]!._id, rating: 4 });
    for (const user of users.slice(0, 3))
      await CommentModel.create({ tabId: second!._id, authorId: user._id, body: 'Fără contor' });
    await TagModel.updateOne({ _id: tag._id }, { $set: { tabCount: 0 } });

    await recountCounters({ confirmAfterMs: 0, slice: 2 });
    expect(await driftOfEveryCounter()).toEqual(noDrift());
    expect(await TabModel.findById(first!._id).lean()).toMatchObject({
      ratingSum: 15,
      ratingCount: 5,
      rating: 3,
    });
    expect(await TabModel.findById(second!._id).lean()).toMatchObject({
      ratingSum: 4,
      ratingCount: 1,
      commentCount: 3,
    });
    expect((await TagModel.findById(tag._id).lean())?.tabCount).toBe(3);
  });

  it('leaves a counter alone when a write moved it between the measurement and the correction', async () => {
    const artist = await createArtist('Zdob și Zdub');
    const tab = await createTab({ title: 'Hardcore moldovenesc', artist });
    await CommentModel.create({ tabId: tab._id, authorId: (await createUser())._id, body: 'Fără contor' });
    const [definition] = COUNTERS.filter((counter) => counter.name === 'tabs.commentCount');
    const { drift } = await findCounterDrift(definition!, [tab._id]);
    expect(drift).toEqual([{ id: tab._id, stored: { commentCount: 0 }, expected: { commentCount: 1 } }]);
    // A write lands after the measurement: its own increment already made the counter right.
    await TabModel.updateOne({ _id: tab._id }, { $inc: { commentCount: 1 } });
    expect(await correctCounterDrift(definition!, drift)).toBe(0);
    expect((await TabModel.findById(tab._id).lean())?.commentCount).toBe(1);
  });
});
