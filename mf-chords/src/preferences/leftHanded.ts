import { storedPreference } from './storedPreference';

/** The remembered "left-handed diagrams" choice, shared by every diagram on the page (and across tabs). */
export const LEFT_HANDED_STORAGE_KEY = 'acorduri.chords.leftHanded';

const leftHanded = storedPreference<boolean>(
  LEFT_HANDED_STORAGE_KEY,
  (stored) => stored === '1',
  (value) => (value ? '1' : null),
);

export const setLeftHanded = leftHanded.set;
export const useLeftHanded = leftHanded.use;
