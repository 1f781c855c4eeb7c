import {
  apiFetch,
  getJson,
  type LocationItem,
  type OwnProfile,
  type ProfileUpdate,
} from '@acorduri/contracts';
import useSWR from 'swr';

export const PROFILE_KEY = '/api/user/profile';
export const LOCATIONS_KEY = '/api/location';

export interface LocationList {
  readonly locations: LocationItem[];
  readonly total: number;
}

export const useOwnProfile = () => useSWR<OwnProfile>(PROFILE_KEY, getJson, { revalidateOnFocus: false });

/** The locations the profile offers; they change rarely, so they are fetched once per page. */
export const useLocations = () =>
  useSWR<LocationList>(LOCATIONS_KEY, getJson, { revalidateOnFocus: false, revalidateIfStale: false });

export const saveProfile = (update: ProfileUpdate) =>
  apiFetch<unknown>(PROFILE_KEY, { method: 'PUT', body: update });
