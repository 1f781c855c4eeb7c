import { STEPS_SINCE_VERSION } from './tabChordFields';

/**
 * The `partial` mark of a "Ce pot cânta" answer: while some tab's chord set, key or chain of steps is missing or
 * derived otherwise than today (its oldest version below STEPS_SINCE_VERSION), such tabs are left out.
 */
export const partialWhile = (oldestVersion: number): { partial?: true } =>
  oldestVersion < STEPS_SINCE_VERSION ? { partial: true } : {};
