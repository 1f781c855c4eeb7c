import { type TagView, tagKey } from '@acorduri/contracts';
import { useApi } from './swr';

export function useTag(slug: string | null) {
  return useApi<TagView>(slug ? tagKey(slug) : null);
}
