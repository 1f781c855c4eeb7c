import { getJson } from '@acorduri/contracts';
import type { SelectOption } from '@acorduri/ui-kit';
import useSWR from 'swr';
import type { LookupSource } from '../definition';

const ONCE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** The options of a lookup select, loaded once per page (SWR shares them between the filter and the dialog). */
export function useLookup(source: LookupSource | undefined) {
  const { data, error, isLoading } = useSWR(source ? source.path : null, getJson<unknown>, ONCE);
  const options: readonly SelectOption[] = data !== undefined && source ? source.toOptions(data) : [];
  return { options, failed: error !== undefined, isLoading };
}
