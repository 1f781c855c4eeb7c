import { Types } from 'mongoose';
import { CommentModel } from '../src/comments/comment.model';
import { EventLogModel } from '../src/events/eventLog.model';
import { LessonModel } from '../src/lessons/lesson.model';
import { backfillSearchFields } from '../src/seed/backfillSearchFields';
import { TabModel } from '../src/tabs/tab.model';
import { tabTextFilter } from '../src/tabs/tabTextSearch';
import { startTestApi, type TestApi } from './support/testApi';

describe('backfillSearchFields', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('adds the search fields to comments, lessons and log entries written without them, once', async () => {
    const commentId = new Types.ObjectId();
    const lessonId = new Types.ObjectId();
    await CommentModel.collection.insertOne({
      _id: commentId,
      tabId: new Types.ObjectId(),
      authorId: new Types.ObjectId(),
      body: 'Știu piesa!',
      createdAt: new Date(),
    });
    await LessonModel.collection.insertOne({
      _id: lessonId,
      title: 'Ținerea chitarei',
      slug: 'tinerea-chitarei',
      imageUrl: '/media/img/x.png',
      description: 'Poziția corectă',
      body: '<p>Mâna <strong>stângă</strong></p>',
      level: 0,
      isPublic: true,
    });
    const { insertedId: entryId } = await EventLogModel.collection.insertOne({
      code: 1,
      email: 'Ion@Acorduri.test',
      subject: 'artist «Ștefan»',
      createdAt: new Date(),
    });
    expect(await backfillSearchFields()).toBe(3);
    expect(await EventLogModel.findById(entryId).lean()).toMatchObject({
      searchText: 'ion acorduri test\nartist stefan',
      searchGrams: expect.arrayContaining(['ion', 'ste', 'fan']),
    });
    expect(await CommentModel.findById(commentId).lean()).toMatchObject({
      searchBody: 'stiu piesa',
      searchGrams: expect.arrayContaining(['sti', 'iu ', 'esa']),
    });
    expect(await LessonModel.findById(lessonId).lean()).toMatchObject({
      searchTitle: 'tinerea chitarei',
      searchDescription: 'pozitia corecta',
      searchText: 'mana stanga',
    });
    expect(await backfillSearchFields()).toBe(0);
  });

  it('gives tabs written without them their body words, so the admin text search finds them', async () => {
    const tabId = new Types.ObjectId();
    await TabModel.collection.insertOne({
      _id: tabId,
      title: 'Cântec vechi',
      slug: 'cantec-vechi',
      artistId: null,
      body: 'Am\nÎntr-o seară de toamnă târzie',
      isPublic: true,
      tagIds: [],
    });
    expect(await backfillSearchFields()).toBe(1);
    expect(await TabModel.findById(tabId, { searchWords: 1 }).lean()).toMatchObject({
      searchWords: expect.arrayContaining(['seara', 'toamna', 'tarzie']),
    });
    const found = await TabModel.find(await tabTextFilter('toamn TÂRZ'), { _id: 1 }).lean();
    expect(found.map((tab) => tab._id.toHexString())).toEqual([tabId.toHexString()]);
    expect(await backfillSearchFields()).toBe(0);
  });
});
