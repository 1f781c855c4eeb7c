import { slugify } from '@acorduri/contracts';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeededRandom } from '../seed/random';
import type { SeedContext } from '../seed/seedContext';
import { BAND_COMPLEMENTS, BAND_PREFIXES, FIRST_NAMES, LAST_NAMES, NOUNS, PLURAL_NOUNS } from '../seed/words';
import { ARTIST_NAME_MAX, ArtistModel, artistDerivedFields } from './artist.model';

/** At least 1,500 artists, about one per 7.5 tabs. */
export function artistCountFor(tabs: number): number {
  return Math.max(1600, Math.round(tabs / 7.5));
}

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

/** Inserts the demo artists (unique slugs, names of at most 40 characters); counters start at 0. */
export async function seedArtists(context: SeedContext): Promise<number> {
  const random = context.random.fork('artists');
  const count = artistCountFor(context.options.tabs);
  const since = new Date(Date.UTC(2012, 0, 1));
  const bySlug = new Map<string, string>();
  while (bySlug.size < count) {
    const name = artistName(random);
    const slug = slugify(name);
    if (slug && name.length <= ARTIST_NAME_MAX && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  const docs = [...bySlug].map(([slug, name]) => {
    const createdAt = random.date(since, context.now);
    return {
      _id: random.objectId(createdAt),
      name,
      slug,
      ...artistDerivedFields(name),
      tabCount: 0,
      requestCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await bulkInsert(ArtistModel, docs);
  return docs.length;
}
