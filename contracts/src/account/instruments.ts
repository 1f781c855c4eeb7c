/** The profile's instruments, in the order of the 20-character 0/1 `instrumentCodes` string (spec §3). */
export const INSTRUMENTS = [
  'Pian',
  'Acordeon',
  'Orgă electronică',
  'Chitară clasică',
  'Chitară folk',
  'Chitară electrică',
  'Chitară bass',
  'Vioară',
  'Violoncel',
  'Contrabas',
  'Harpă',
  'Percuție',
  'Trompetă',
  'Trombon',
  'Saxofon',
  'Clarinet',
  'Fluier',
  'Flaut',
  'Nai',
  'Muzicuță',
] as const;

export type Instrument = (typeof INSTRUMENTS)[number];

/** The instruments whose position holds a 1. */
export function decodeInstruments(codes: string): Instrument[] {
  return INSTRUMENTS.filter((_, index) => codes[index] === '1');
}

/** The 20-character code string for a set of instruments. */
export function encodeInstruments(chosen: Iterable<Instrument>): string {
  const set = new Set(chosen);
  return INSTRUMENTS.map((instrument) => (set.has(instrument) ? '1' : '0')).join('');
}
