import { type TransposeOptions, transposeChord } from './transpose';

/**
 * With a capo on fret N every shape sounds N semitones higher: the player fingers the shape, the audience hears
 * the chord. These two helpers convert between the two names.
 */
export function heardChord(shape: string, capo: number, options: TransposeOptions = {}): string {
  return transposeChord(shape, capo, options);
}

export function shapeForChord(heard: string, capo: number, options: TransposeOptions = {}): string {
  return transposeChord(heard, -capo, options);
}
