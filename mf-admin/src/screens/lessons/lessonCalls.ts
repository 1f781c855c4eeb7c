import { getJson, type LessonView } from '@acorduri/contracts';

/** GET /api/admin/lesson/{id}: the whole lesson with its text, which the list rows leave out. */
export const readAdminLesson = (id: string): Promise<LessonView> =>
  getJson<LessonView>(`/api/admin/lesson/${encodeURIComponent(id)}`);
