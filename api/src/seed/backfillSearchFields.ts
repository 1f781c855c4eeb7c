import { CommentModel, commentSearchFields } from '../comments/comment.model';
import { LessonModel, lessonSearchFields } from '../lessons/lesson.model';

/**
 * A database written before comments and lessons carried search fields gets them at start, once: afterwards
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
  return comments.length + lessons.length;
}
