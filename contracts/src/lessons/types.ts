import type { LessonLevel } from './messages';

/** A lesson card of the list (no body). */
export interface LessonSummary {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly imageUrl: string;
  readonly description: string;
  readonly level: LessonLevel;
  readonly isPublic: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A whole lesson; `body` is sanitised HTML. */
export interface LessonView extends LessonSummary {
  readonly body: string;
}

export interface LessonList {
  readonly lessons: LessonSummary[];
  readonly total: number;
}
