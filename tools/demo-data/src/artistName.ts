import type { SeededRandom } from './random';
import { BAND_COMPLEMENTS, BAND_PREFIXES, FIRST_NAMES, LAST_NAMES, NOUNS, PLURAL_NOUNS } from './words';

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('ro-RO') + text.slice(1);

/** A made-up performer: a person (either name order), a band, or now and then a name under '#' or 'Ă'. */
export function artistName(random: SeededRandom): string {
  const roll = random.next();
  if (roll < 0.45) return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  if (roll < 0.55)
    return `${random.pick(FIRST_NAMES)} ${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  if (roll < 0.68) return `${random.pick(LAST_NAMES)} ${random.pick(FIRST_NAMES)}`;
  if (roll < 0.78) return `${random.pick(BAND_PREFIXES)} ${random.pick(LAST_NAMES)}`;
  if (roll < 0.9) return `${random.pick(PLURAL_NOUNS)} ${random.pick(BAND_COMPLEMENTS)}`;
  if (roll < 0.97) return `${random.pick(BAND_PREFIXES)} ${capitalise(random.pick(NOUNS))}`;
  if (roll < 0.985) return `Ăștia ${random.pick(BAND_COMPLEMENTS)}`;
  return `${random.int(2, 99)} de ${random.pick(['zile', 'nopți', 'trepte', 'ani', 'pași', 'mile'])}`;
}

/** At least 1,600 artists, about one per 7.5 tabs. */
export function artistCountFor(tabs: number): number {
  return Math.max(1600, Math.round(tabs / 7.5));
}
