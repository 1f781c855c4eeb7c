/** Fret positions of the guitar format: I to XII. */
export const ROMAN_POSITIONS = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
] as const;

export const MAX_GUITAR_POSITION = ROMAN_POSITIONS.length;

export function toRoman(position: number): string | undefined {
  return ROMAN_POSITIONS[position - 1];
}

export function fromRoman(text: string): number | undefined {
  const index = ROMAN_POSITIONS.indexOf(text as (typeof ROMAN_POSITIONS)[number]);
  return index === -1 ? undefined : index + 1;
}
