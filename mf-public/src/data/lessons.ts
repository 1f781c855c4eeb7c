import { type LessonList, type LessonView, lessonKey, lessonListKey } from '@acorduri/contracts';
import { useApi } from './swr';

export function useLessons() {
  return useApi<LessonList>(lessonListKey());
}

export function useLesson(slug: string) {
  return useApi<LessonView>(lessonKey(slug));
}
