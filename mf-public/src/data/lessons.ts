import type { LessonList, LessonView } from '@acorduri/contracts';
import { apiKey, useApi } from './swr';

export function useLessons() {
  return useApi<LessonList>(apiKey('/api/lesson', { limit: 100 }));
}

export function useLesson(slug: string) {
  return useApi<LessonView>(`/api/lesson/${encodeURIComponent(slug)}`);
}
