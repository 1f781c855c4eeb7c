import {
  LESSON_BODY_MAX,
  LESSON_DESCRIPTION_MAX,
  LESSON_IMAGE_URL_MAX,
  LESSON_LEVEL_IDS,
  LESSON_SLUG_MAX,
  LESSON_TITLE_MAX,
  normaliseSearchText,
} from '@acorduri/contracts';
import { type HydratedDocument, type InferSchemaType, model, Schema } from 'mongoose';
import { lessonPlainText, sanitizeLessonHtml } from './lessonHtml';

const lessonSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: LESSON_TITLE_MAX },
    slug: { type: String, required: true, trim: true, maxlength: LESSON_SLUG_MAX },
    imageUrl: { type: String, required: true, trim: true, maxlength: LESSON_IMAGE_URL_MAX },
    description: { type: String, required: true, trim: true, maxlength: LESSON_DESCRIPTION_MAX },
    /** HTML, sanitised by the setter on every write path (documents and update queries alike). */
    body: { type: String, required: true, maxlength: LESSON_BODY_MAX, set: sanitizeLessonHtml },
    level: { type: Number, required: true, enum: LESSON_LEVEL_IDS, default: 0 },
    isPublic: { type: Boolean, default: false },
    /** Normalised title, description and text (tags dropped): the admin search and the title sort. */
    searchTitle: { type: String, default: '' },
    searchDescription: { type: String, default: '' },
    searchText: { type: String, default: '' },
  },
  { timestamps: true },
);
lessonSchema.index({ slug: 1 }, { unique: true });
lessonSchema.index({ isPublic: 1, level: 1, title: 1 });

/** The search fields of a lesson (text of the sanitised body); every write path of its texts sets them. */
export function lessonSearchFields(lesson: { title: string; description: string; body: string }) {
  return {
    searchTitle: normaliseSearchText(lesson.title),
    searchDescription: normaliseSearchText(lesson.description),
    searchText: normaliseSearchText(lessonPlainText(sanitizeLessonHtml(lesson.body))),
  };
}

export type Lesson = InferSchemaType<typeof lessonSchema>;
export type LessonDocument = HydratedDocument<Lesson>;
export const LessonModel = model('Lesson', lessonSchema);
