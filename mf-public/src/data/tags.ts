import type { TagView } from '@acorduri/contracts';
import { useApi } from './swr';

export function useTag(slug: string | null) {
  return useApi<TagView>(slug ? `/api/tag/${encodeURIComponent(slug)}` : null);
}
