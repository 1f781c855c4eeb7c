import { Types } from 'mongoose';
import { SessionModel } from '../src/auth/session.model';
import { CommentModel } from '../src/comments/comment.model';
import { addComment } from '../src/comments/comments.service';
import { EventLogModel } from '../src/events/eventLog.model';
import { EVENT } from '../src/events/eventTypes';
import { FavouriteModel } from '../src/favourites/favourite.model';
import { addFavourite } from '../src/favourites/favourites.service';
import { RatingModel } from '../src/ratings/rating.model';
import { rateTab } from '../src/ratings/ratings.service';
import { TabRequestModel } from '../src/requests/request.model';
import { addRequest, voteForRequest } from '../src/requests/requests.service';
import { VoteModel } from '../src/requests/vote.model';
import { TabModel } from '../src/tabs/tab.model';
import { type UserDocument, UserModel } from '../src/users/user.model';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, expectSignedOut, signedInAgent } from './support/users';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.stop();
});

const sessionUserOf = (user: UserDocument) => ({
  id: user.id,
  username: user.username,
  slug: user.slug,
  email: user.email,
  role: user.role,
});

async function publicTab(title: string, author: UserDocument) {
  return TabModel.create({
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    body: `[C]Versuri ${title}`,
    authorId: author._id,
    artistId: new Types.ObjectId(),
    isPublic: true,
  });
}

describe('DELETE /api/account', () => {
  it('removes comments, ratings, favourites and votes with their counters, and keeps tabs and requests', async () => {
    const leaving = await createUser();
    const staying = await createUser();
    const ownTab = await publicTab('Cântec propriu', leaving);
    const otherTab = await publicTab('Cântec străin', staying);

    await addComment(sessionUserOf(leaving), { tabId: otherTab.id, body: 'Primul comentariu' });
    await addComment(sessionUserOf(leaving), { tabId: otherTab.id, body: 'Al doilea comentariu' });
    await addComment(sessionUserOf(leaving), { tabId: ownTab.id, body: 'Pe tabul meu' });
    await addComment(sessionUserOf(staying), { tabId: otherTab.id, body: 'Rămâne' });
    await addFavourite(leaving.id, otherTab.id);
    await addFavourite(staying.id, otherTab.id);
    await rateTab(leaving.id, otherTab.id, 5);
    await rateTab(staying.id, otherTab.id, 3);
    const othersRequest = await addRequest(staying.id, { title: 'Cerere', tempArtist: 'Formație' });
    const ownRequest = await addRequest(leaving.id, { title: 'Cererea mea', tempArtist: 'Formație' });
    await voteForRequest(leaving.id, othersRequest.id);
    await voteForRequest(staying.id, othersRequest.id);
    expect(await TabModel.findById(otherTab._id).lean()).toMatchObject({
      commentCount: 3,
      favouriteCount: 2,
      ratingCount: 2,
      rating: 4,
    });

    const agent = await signedInAgent(api.app, leaving);
    await signedInAgent(api.app, leaving);
    const response = await agent.delete('/api/account').expect(200, 'true');
    expect(String(response.headers['set-cookie'])).toMatch(/acorduri_sid=;/);
    await expectSignedOut(agent);

    expect(await UserModel.exists({ _id: leaving._id })).toBeNull();
    expect(await SessionModel.countDocuments({ userId: leaving._id })).toBe(0);
    expect(await CommentModel.countDocuments({ authorId: leaving._id })).toBe(0);
    expect(await FavouriteModel.countDocuments({ userId: leaving._id })).toBe(0);
    expect(await RatingModel.countDocuments({ userId: leaving._id })).toBe(0);
    expect(await VoteModel.countDocuments({ userId: leaving._id })).toBe(0);
    expect(await TabModel.findById(otherTab._id).lean()).toMatchObject({
      authorId: staying._id,
      commentCount: 1,
      favouriteCount: 1,
      ratingCount: 1,
      ratingSum: 3,
      rating: 3,
    });
    expect(await TabModel.findById(ownTab._id).lean()).toMatchObject({
      authorId: null,
      commentCount: 0,
      isPublic: true,
    });
    expect(await TabRequestModel.findById(othersRequest.id).lean()).toMatchObject({ voteCount: 1 });
    expect(await TabRequestModel.findById(ownRequest.id).lean()).toMatchObject({ authorId: null });
    expect((await UserModel.findById(staying._id).lean())?.commentCount).toBe(1);

    const event = await EventLogModel.findOne({ code: EVENT.accountDeleted, userId: leaving._id }).lean();
    expect(event?.email).toBe(leaving.email);
  });
});
