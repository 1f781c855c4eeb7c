import { CommentModel, commentSearchFields } from '../comments/comment.model';
import { EventLogModel, eventLogSearchFields } from '../events/eventLog.model';
import { LessonModel, lessonSearchFields } from '../lessons/lesson.model';
import { textWordsOf } from '../search/textWords';
import { TabModel } from '../tabs/tab.model';
import { rememberTabWords } from '../tabs/tabTextSearch';

const TAB_BATCH = 1000;

/**
 * Tabs written before they carried their body's words (the admin text search) get them, a batch at a time so a
 * large archive is never held in memory; each batch's words join the vocabulary before the tabs point at them.
 */
async function backfillTabWords(): Promise<number> {
  let completed = 0;
  for (;;) {
    const tabs = await TabModel.find({ searchWords: { $exists: false } }, { body: 1 })
      .limit(TAB_BATCH)
      .lean();
    if (tabs.length === 0) return completed;
    const words = tabs.map((tab) => textWordsOf(tab.body));
    await rememberTabWords(words.flat());
    await TabModel.bulkWrite(
      tabs.map((tab, index) => ({
        updateOne: { filter: { _id: tab._id }, update: { $set: { searchWords: words[index] ?? [] } } },
      })),
      { ordered: false, timestamps: false },
    );
    completed += tabs.length;
  }
}

/** Log entries written before they carried search fields get them, a batch at a time (a log grows large). */
async function backfillLogSearchFields(): Promise<number> {
  let completed = 0;
  for (;;) {
    const entries = await EventLogModel.find({ searchGrams: { $exists: false } }, { email: 1, subject: 1 })
      .limit(TAB_BATCH)
      .lean();
    if (entries.length === 0) return completed;
    await EventLogModel.bulkWrite(
      entries.map((entry) => ({
        updateOne: { filter: { _id: entry._id }, update: { $set: eventLogSearchFields(entry) } },
      })),
      { ordered: false },
    );
    completed += entries.length;
  }
}

/**
 * A database written before tabs, comments, lessons and log entries carried search fields gets them at start, once: afterwards
 * every write path sets them and the queries below find nothing. Answers how many documents were completed.
 */
export async function backfillSearchFields(): Promise<number> {
  const [comments, lessons] = await Promise.all([
    CommentModel.find({ searchGrams: { $exists: false } }, { body: 1 }).lean(),
    LessonModel.find({ searchTitle: { $exists: false } }, { title: 1, description: 1, body: 1 }).lean(),
  ]);
  await Promise.all([
    comments.length > 0 &&
      CommentModel.bulkWrite(
        comments.map((comment) => ({
          updateOne: { filter: { _id: comment._id }, update: { $set: commentSearchFields(comment.body) } },
        })),
        { ordered: false },
      ),
    lessons.length > 0 &&
      LessonModel.bulkWrite(
        lessons.map((lesson) => ({
          updateOne: { filter: { _id: lesson._id }, update: { $set: lessonSearchFields(lesson) } },
        })),
        { ordered: false },
      ),
  ]);
  return comments.length + lessons.length + (await backfillTabWords()) + (await backfillLogSearchFields());
}
