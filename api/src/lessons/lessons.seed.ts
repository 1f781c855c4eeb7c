import { putMediaFile } from '../media/mediaStore';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { LessonModel, lessonSearchFields } from './lesson.model';
import { sanitizeLessonHtml } from './lessonHtml';
import { fretboardPicture } from './lessonImage';
import { LESSON_TEXTS } from './lessonTexts';

const DAY_MS = 24 * 3600 * 1000;

export const lessonImageName = (slug: string) => `lectie-${slug}.png`;

/**
 * The demo course: every lesson of LESSON_TEXTS, public, a fortnight apart before the seed's "now", each with its
 * fretboard picture stored in the media library (/media/img/lectie-<slug>.png).
 */
export async function seedLessons(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('lessons');
  const docs = LESSON_TEXTS.map((lesson, index) => {
    const createdAt = new Date(context.now.getTime() - (LESSON_TEXTS.length - index) * 14 * DAY_MS);
    // Bulk inserts skip the model's setter: sanitise here like every other write path.
    const body = sanitizeLessonHtml(lesson.body);
    return {
      _id: seededObjectId(random, createdAt),
      title: lesson.title,
      slug: lesson.slug,
      imageUrl: `/media/img/${lessonImageName(lesson.slug)}`,
      description: lesson.description,
      body,
      ...lessonSearchFields({ ...lesson, body }),
      level: lesson.level,
      isPublic: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
  progress?.total(docs.length);
  await bulkInsert(LessonModel, docs, progress);
  await Promise.all(
    LESSON_TEXTS.map((lesson) =>
      putMediaFile('img', lessonImageName(lesson.slug), fretboardPicture(lesson.level, lesson.dots)),
    ),
  );
  return docs.length;
}
