import { SeededRandom } from '@acorduri/demo-data';
import request from 'supertest';
import { ArtistModel } from '../src/artists/artist.model';
import { CommentModel } from '../src/comments/comment.model';
import { seedComments } from '../src/comments/comments.seed';
import { FavouriteModel } from '../src/favourites/favourite.model';
import { seedFavourites } from '../src/favourites/favourites.seed';
import { LessonModel } from '../src/lessons/lesson.model';
import { seedLessons } from '../src/lessons/lessons.seed';
import { LESSON_TEXTS } from '../src/lessons/lessonTexts';
import { createLogger } from '../src/logger';
import { RatingModel } from '../src/ratings/rating.model';
import { seedRatings } from '../src/ratings/ratings.seed';
import { TabRequestModel } from '../src/requests/request.model';
import { seedRequests } from '../src/requests/requests.seed';
import { VoteModel } from '../src/requests/vote.model';
import { DEMO_ACCOUNTS } from '../src/seed/demoAccounts';
import type { SeedContext } from '../src/seed/seedContext';
import { ratingOf, TabModel } from '../src/tabs/tab.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser } from './support/users';

const context = (): SeedContext => ({
  random: new SeededRandom('community-seed-test'),
  logger: createLogger('silent'),
  options: { tabs: 60 },
  now: new Date(Date.UTC(2025, 5, 1)),
});

async function seedCommunity(): Promise<void> {
  await seedComments(context());
  await seedRatings(context());
  await seedFavourites(context());
  await seedRequests(context());
  await seedLessons(context());
}

const countBy = <T>(docs: T[], key: (doc: T) => string) => {
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(key(doc), (counts.get(key(doc)) ?? 0) + 1);
  return counts;
};

describe('community seed', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const demo = DEMO_ACCOUNTS[1];
    await createUser({ username: demo.username, email: demo.email, slug: 'ana-pop' });
    for (let i = 0; i < 20; i += 1) await createUser();
    const artists = await Promise.all(['Alfa', 'Beta', 'Gama', 'Delta'].map((name) => createArtist(name)));
    for (let i = 0; i < 60; i += 1) {
      await createTab({
        title: `Cântecul ${i}`,
        artist: artists[i % artists.length]!,
        isPublic: i % 10 !== 0,
        createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
      });
    }
    await seedCommunity();
  });
  afterAll(() => api.stop());

  it("keeps every tab's comment, rating and favourite counters equal to the seeded documents", async () => {
    const [tabs, comments, ratings, favourites] = await Promise.all([
      TabModel.find().lean(),
      CommentModel.find().lean(),
      RatingModel.find().lean(),
      FavouriteModel.find().lean(),
    ]);
    expect(comments.length).toBeGreaterThan(0);
    expect(ratings.length).toBeGreaterThan(0);
    expect(favourites.length).toBeGreaterThan(0);
    const commentsPerTab = countBy(comments, (c) => c.tabId.toHexString());
    const favouritesPerTab = countBy(favourites, (f) => f.tabId.toHexString());
    for (const tab of tabs) {
      const id = tab._id.toHexString();
      const votes = ratings.filter((r) => r.tabId.equals(tab._id));
      const sum = votes.reduce((total, vote) => total + vote.rating, 0);
      expect({ id, comments: tab.commentCount, favourites: tab.favouriteCount }).toEqual({
        id,
        comments: commentsPerTab.get(id) ?? 0,
        favourites: favouritesPerTab.get(id) ?? 0,
      });
      expect({ sum: tab.ratingSum, count: tab.ratingCount, rating: tab.rating }).toEqual({
        sum,
        count: votes.length,
        rating: ratingOf(sum, votes.length),
      });
      if (!tab.isPublic) expect(commentsPerTab.get(id) ?? 0).toBe(0);
    }
    expect(ratings.every((r) => r.rating >= 0.5 && r.rating <= 5 && (r.rating * 2) % 1 === 0)).toBe(true);
  });

  it('keeps request, vote, artist and user counters equal to the seeded documents', async () => {
    const [requests, votes, artists, users, comments] = await Promise.all([
      TabRequestModel.find().lean(),
      VoteModel.find().lean(),
      ArtistModel.find().lean(),
      UserModel.find().lean(),
      CommentModel.find().lean(),
    ]);
    expect(requests.length).toBeGreaterThan(100);
    const votesPerRequest = countBy(votes, (v) => v.requestId.toHexString());
    for (const r of requests) expect(r.voteCount).toBe(votesPerRequest.get(r._id.toHexString()) ?? 0);
    const publicPerArtist = countBy(
      requests.filter((r) => r.isPublic && r.artistId),
      (r) => r.artistId?.toHexString() ?? '',
    );
    for (const artist of artists)
      expect(artist.requestCount).toBe(publicPerArtist.get(artist._id.toHexString()) ?? 0);
    const requestsPerUser = countBy(requests, (r) => r.authorId?.toHexString() ?? '');
    const commentsPerUser = countBy(comments, (c) => c.authorId.toHexString());
    for (const user of users) {
      expect(user.requestCount).toBe(requestsPerUser.get(user._id.toHexString()) ?? 0);
      expect(user.commentCount).toBe(commentsPerUser.get(user._id.toHexString()) ?? 0);
    }
  });

  it('gives the standard demo account rows on its account pages', async () => {
    const demo = await UserModel.findOne({ email: DEMO_ACCOUNTS[1].email }).lean();
    expect(demo).not.toBeNull();
    expect(await CommentModel.countDocuments({ authorId: demo?._id })).toBeGreaterThanOrEqual(6);
    expect(await FavouriteModel.countDocuments({ userId: demo?._id })).toBeGreaterThan(0);
    expect(await TabRequestModel.countDocuments({ authorId: demo?._id })).toBeGreaterThanOrEqual(3);
  });

  it('writes the lessons at the three levels, sanitised, with their pictures served', async () => {
    const lessons = await LessonModel.find().lean();
    expect(lessons).toHaveLength(LESSON_TEXTS.length);
    expect(new Set(lessons.map((l) => l.level))).toEqual(new Set([0, 1, 2]));
    const listed = await request(api.app).get('/api/lesson').expect(200);
    expect(listed.body.total).toBe(LESSON_TEXTS.length);
    const first = listed.body.lessons[0];
    const picture = await request(api.app).get(first.imageUrl).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const page = await request(api.app).get(`/api/lesson/${first.slug}`).expect(200);
    expect(page.body.body).toContain('<h2>');
  });

  it('writes the same documents on every run', async () => {
    const snapshot = async () => ({
      comments: await CommentModel.find().sort({ _id: 1 }).lean(),
      ratings: await RatingModel.find().sort({ _id: 1 }).lean(),
      favourites: await FavouriteModel.find().sort({ _id: 1 }).lean(),
      requests: await TabRequestModel.find().sort({ _id: 1 }).lean(),
      votes: await VoteModel.find().sort({ _id: 1 }).lean(),
      lessons: await LessonModel.find({}, { _id: 1, slug: 1, body: 1 }).sort({ _id: 1 }).lean(),
    });
    const first = await snapshot();
    await Promise.all(
      [CommentModel, RatingModel, FavouriteModel, TabRequestModel, VoteModel, LessonModel].map((model) =>
        (model as typeof CommentModel).deleteMany({}),
      ),
    );
    await seedCommunity();
    expect(JSON.stringify(await snapshot())).toBe(JSON.stringify(first));
  });
});
