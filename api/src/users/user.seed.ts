import { INSTRUMENTS } from '@acorduri/contracts';
import { Types } from 'mongoose';
import { hashPassword } from '../auth/password';
import { seedEventTypes } from '../events/events.service';
import { LocationModel } from '../locations/location.model';
import { seedLocations } from '../locations/location.service';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import { slugOfName } from './slug';
import { ROLE, UserModel } from './user.model';

/** A float in [0, 1); the seed orchestrator passes its deterministic stream. */
export type Rng = () => number;

/** Generated users are not meant to sign in; they share one hash of this password to keep seeding fast. */
export const SEEDED_USER_PASSWORD = 'Demo1234';

const FIRST_NAMES = [
  'Andrei',
  'Alexandru',
  'Mihai',
  'Ion',
  'Gabriel',
  'Cristian',
  'Radu',
  'Bogdan',
  'Vlad',
  'Florin',
  'Sorin',
  'Ștefan',
  'Tudor',
  'Călin',
  'Răzvan',
  'Ana',
  'Maria',
  'Ioana',
  'Elena',
  'Andreea',
  'Cristina',
  'Irina',
  'Mădălina',
  'Alina',
  'Roxana',
  'Diana',
  'Oana',
  'Raluca',
  'Bianca',
  'Simona',
  'Teodora',
  'Ilinca',
];
const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantin',
  'Șerban',
  'Marin',
  'Mocanu',
  'Tănase',
  'Lungu',
  'Dobre',
  'Barbu',
  'Neagu',
  'Ursu',
  'Vlad',
  'Cristea',
  'Toma',
  'Moldovan',
  'Păun',
  'Lazăr',
  'Oprea',
  'Nistor',
  'Bălan',
  'Țurcanu',
];
const HANDLES = [
  'chitaristul',
  'acordeonista',
  'rockerul',
  'menestrelul',
  'baladistul',
  'corzi',
  'folkist',
  'pianista',
];
const HANDLE_SUFFIXES = ['', '_ro', '.cluj', '_iasi', '77', '.buc', '_2009', '-folk'];
const ARTISTS = [
  'Phoenix',
  'Holograf',
  'Iris',
  'Compact',
  'Vama Veche',
  'Cargo',
  'Timpuri Noi',
  'Alifantis',
  'Pasărea Colibri',
];
const ABOUT = [
  'Cânt la chitară de câțiva ani, mai ales la foc de tabără.',
  'Învăț singur, după transpunerile de aici.',
  'Profesor de muzică, pasionat de folk.',
  'Cânt într-o trupă de garaj în weekend.',
  '',
];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

function dateBetween(rng: Rng, from: Date, to: Date): Date {
  return new Date(from.getTime() + Math.floor(rng() * (to.getTime() - from.getTime())));
}

/** An ObjectId timed at `at` with random bytes from the stream (same ids on every run). */
function objectIdAt(rng: Rng, at: Date): Types.ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(at.getTime() / 1000), 0);
  bytes.writeUInt32BE(Math.floor(rng() * 2 ** 32), 4);
  bytes.writeUInt32BE(Math.floor(rng() * 2 ** 32), 8);
  return new Types.ObjectId(bytes);
}

function usernameOf(rng: Rng): string {
  if (rng() < 0.6) return `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`;
  return `${pick(rng, HANDLES)}${pick(rng, HANDLE_SUFFIXES)}`;
}

function instrumentCodesOf(rng: Rng): string {
  // Mostly guitars (positions 3–6), sometimes piano or something else.
  return INSTRUMENTS.map((_, index) => (rng() < (index >= 3 && index <= 6 ? 0.35 : 0.04) ? '1' : '0')).join(
    '',
  );
}

function favouriteArtistsOf(rng: Rng): string {
  const first = pick(rng, ARTISTS);
  return [
    first,
    pick(
      rng,
      ARTISTS.filter((artist) => artist !== first),
    ),
  ].join(', ');
}

export interface SeedUsersOptions {
  /** The demo data's fixed "now": dates are spread before it, so every run writes the same data. */
  readonly now?: Date;
}

export interface SeededUser {
  readonly _id: Types.ObjectId;
  readonly username: string;
  readonly slug: string;
  readonly createdAt: Date;
}

/**
 * The documented demo accounts (admin@acorduri.test / Admin1234, ana@acorduri.test / Demo1234) plus `count`
 * Romanian-looking users, the same on every run for the same stream: mostly verified standard users, a few
 * supporters, a few unverified or deactivated ones, profiles with locations, instruments and favourite artists.
 * Also seeds the locations and event types they rely on. Returns every inserted user, demo accounts first.
 */
export async function seedUsers(
  count: number,
  rng: Rng,
  options: SeedUsersOptions = {},
): Promise<SeededUser[]> {
  const now = options.now ?? new Date(Date.UTC(2025, 0, 1));
  const since = new Date(Date.UTC(2013, 0, 1));
  await Promise.all([seedLocations(), seedEventTypes()]);
  const locations = await LocationModel.find().sort({ name: 1, county: 1 }).lean();

  const docs: Record<string, unknown>[] = [];
  const slugs = new Set<string>();
  for (const account of DEMO_ACCOUNTS) {
    const slug = slugOfName(account.username);
    slugs.add(slug);
    docs.push({
      _id: objectIdAt(rng, since),
      username: account.username,
      slug,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      emailVerified: true,
      lastLogin: now,
      createdAt: since,
      updatedAt: since,
    });
  }

  const sharedHash = await hashPassword(SEEDED_USER_PASSWORD);
  while (docs.length < DEMO_ACCOUNTS.length + count) {
    const username = usernameOf(rng);
    const slug = slugOfName(username);
    if (slugs.has(slug)) continue;
    slugs.add(slug);
    const createdAt = dateBetween(rng, since, now);
    const location = rng() < 0.7 && locations.length > 0 ? pick(rng, locations) : null;
    docs.push({
      _id: objectIdAt(rng, createdAt),
      username,
      slug,
      email: `${slug}@acorduri.test`,
      passwordHash: sharedHash,
      role: rng() < 0.04 ? ROLE.supporter : ROLE.standard,
      emailVerified: rng() < 0.95,
      accountExpiryDate: rng() < 0.02 ? dateBetween(rng, createdAt, now) : null,
      lastLogin: rng() < 0.9 ? dateBetween(rng, createdAt, now) : null,
      locationId: location?._id ?? null,
      location: location?.name ?? '',
      instrumentCodes: instrumentCodesOf(rng),
      favouriteArtists: rng() < 0.5 ? favouriteArtistsOf(rng) : '',
      otherInfo: pick(rng, ABOUT),
      createdAt,
      updatedAt: createdAt,
    });
  }
  // Users of an interrupted run are kept as they are (their ids are the same on every run).
  const present = new Set(
    (
      await UserModel.collection
        .find({ _id: { $in: docs.map((doc) => doc._id as Types.ObjectId) } }, { projection: { _id: 1 } })
        .toArray()
    ).map((doc) => String(doc._id)),
  );
  const missing = docs.filter((doc) => !present.has(String(doc._id)));
  // A model instance fills the defaults (counters, visibility); the raw insert keeps the generated dates.
  if (missing.length > 0) {
    await UserModel.collection.insertMany(
      missing.map((doc) => new UserModel(doc).toObject()),
      { ordered: false },
    );
  }
  return docs.map((doc) => ({
    _id: doc._id as Types.ObjectId,
    username: doc.username as string,
    slug: doc.slug as string,
    createdAt: doc.createdAt as Date,
  }));
}
