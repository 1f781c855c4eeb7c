// Seeds the large archive (100,000 tabs by default, or the first argument) on the embedded engine in memory, then
// prints p50/p95/max latencies over HTTP of every admin list as an administrator of the seed: the default query, one
// filter and one search each (the tab manager: its filters, sorts and the three "Caută în" fields). Lists missing
// from the API (404) are reported as not available. Reference lines time the unindexed way of a few queries.
import mongoose from 'mongoose';
import { ArtistModel } from '../api/src/artists/artist.model';
import { createSession } from '../api/src/auth/session.service';
import { SESSION_COOKIE } from '../api/src/auth/sessionCookie';
import { TabModel } from '../api/src/tabs/tab.model';
import { TagModel } from '../api/src/tags/tag.model';
import { ROLE, UserModel } from '../api/src/users/user.model';
import { report, timeCalls, timeRequests } from './latency';
import { withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);
const LABEL_WIDTH = 44;

interface BenchCase {
  readonly label: string;
  /** Requests timed together (several search terms, say); each is sent ROUNDS times. */
  readonly urls: readonly string[];
}

const q = (path: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return query.size ? `${path}?${query}` : path;
};

/** Name fragments and lyric words, with and without diacritics, common and rare, and misses. */
const NAME_TERMS = ['ion', 'ștefan', 'pop', 'dor', 'noapte', 'xyzzy'];
const TEXT_TERMS = [
  'iubire',
  'dor',
  'noapte',
  'vânt',
  'cântec',
  'inima',
  'munte',
  'zăpadă',
  'xyzzy',
  'dor de',
];

/** The tab manager as an admin uses it: default page size 5 and the list's own default of 100. */
function tabCases(tagId: string, artistId: string): BenchCase[] {
  const list = (params: Record<string, string | number>) => q('/api/admin/tab', { limit: 5, ...params });
  const search = (searchField: string, terms: readonly string[]) =>
    terms.map((search) => list({ search, searchField }));
  return [
    { label: 'tabs: default (id desc, 5)', urls: [list({})] },
    { label: 'tabs: default (id desc, 100)', urls: [list({ limit: 100 })] },
    { label: 'tabs: page 50 (offset 245)', urls: [list({ offset: 245 })] },
    {
      label: 'tabs: sorts (title, artist, updated, rating…)',
      urls: [
        list({ orderby: 'title', sort: 'asc' }),
        list({ orderby: 'artist', sort: 'asc' }),
        list({ orderby: 'updated_at', sort: 'desc' }),
        list({ orderby: 'created_at', sort: 'desc' }),
        list({ orderby: 'rating', sort: 'desc' }),
        list({ orderby: 'favourite_count', sort: 'desc' }),
        list({ orderby: 'comment_count', sort: 'desc' }),
      ],
    },
    { label: 'tabs: filter published', urls: [list({ isPublic: 1 }), list({ isPublic: 0 })] },
    { label: 'tabs: filter to review', urls: [list({ draftAvailable: 1 })] },
    { label: 'tabs: filter explicit', urls: [list({ isExplicit: 1 })] },
    { label: 'tabs: filter tag', urls: [list({ tagId }), list({ tagId, orderby: 'title', sort: 'asc' })] },
    { label: 'tabs: filter artist', urls: [list({ artistId })] },
    { label: 'tabs: filter midi / gtp', urls: [list({ midi: 1 }), list({ midi: 0 }), list({ gtp: 1 })] },
    {
      label: 'tabs: filter published + sort title',
      urls: [list({ isPublic: 1, orderby: 'title', sort: 'asc' })],
    },
    { label: 'tabs: search artists', urls: search('artists', NAME_TERMS) },
    { label: 'tabs: search titles', urls: search('titles', NAME_TERMS) },
    { label: 'tabs: search artists or titles', urls: search('', NAME_TERMS) },
    { label: 'tabs: search text', urls: search('text', TEXT_TERMS) },
    {
      label: 'tabs: search text + published, by title',
      urls: TEXT_TERMS.map((search) =>
        list({ search, searchField: 'text', isPublic: 1, orderby: 'title', sort: 'asc' }),
      ),
    },
  ];
}

/** The other admin lists (built by other issues): default query, one filter, one search. */
const OTHER_LISTS: readonly BenchCase[] = [
  { label: 'artists: default', urls: [q('/api/admin/artist')] },
  { label: 'artists: filter with tabs', urls: [q('/api/admin/artist', { withTabs: 1 })] },
  { label: 'artists: search', urls: NAME_TERMS.map((search) => q('/api/admin/artist', { search })) },
  { label: 'users: default', urls: [q('/api/admin/user')] },
  { label: 'users: filter with tabs', urls: [q('/api/admin/user', { with_tabs: 1 })] },
  { label: 'users: search', urls: ['ana', 'ion', 'test'].map((search) => q('/api/admin/user', { search })) },
  { label: 'chords: default', urls: [q('/api/admin/chord')] },
  { label: 'chords: filter root', urls: [q('/api/admin/chord', { root: 'C' })] },
  { label: 'chords: search', urls: [q('/api/admin/chord', { search: 'm7' })] },
  { label: 'tags: default', urls: [q('/api/admin/tag')] },
  { label: 'tags: filter public', urls: [q('/api/admin/tag', { isPublic: 1 })] },
  { label: 'tags: search', urls: [q('/api/admin/tag', { search: 'rock' })] },
  { label: 'requests: default', urls: [q('/api/admin/request')] },
  { label: 'requests: filter public', urls: [q('/api/admin/request', { isPublic: 1 })] },
  { label: 'requests: search', urls: NAME_TERMS.map((search) => q('/api/admin/request', { search })) },
  { label: 'media: default', urls: [q('/api/admin/media')] },
  { label: 'media: search', urls: [q('/api/admin/media', { search: 'mid' })] },
  { label: 'log: default', urls: [q('/api/admin/log')] },
  { label: 'log: filter code', urls: [q('/api/admin/log', { code: 1 })] },
  { label: 'log: search', urls: [q('/api/admin/log', { search: 'admin' })] },
  { label: 'comments: default', urls: [q('/api/admin/comment')] },
  {
    label: 'comments: search text',
    urls: ['frumos', 'mersi', 'acorduri'].map((search) =>
      q('/api/admin/comment', { search, searchField: 'text' }),
    ),
  },
  { label: 'lessons: default', urls: [q('/api/admin/lesson')] },
  { label: 'lessons: filter public', urls: [q('/api/admin/lesson', { isPublic: 1 })] },
  { label: 'lessons: search', urls: [q('/api/admin/lesson', { search: 'acord' })] },
];

/** Runs a case, or says why it cannot: a 404 means the list is not in the API yet. */
async function runCase(base: string, headers: Record<string, string>, benchCase: BenchCase): Promise<void> {
  const probe = await fetch(`${base}${benchCase.urls[0]}`, { headers });
  if (!probe.ok) {
    const reason = probe.status === 404 ? 'not available' : `error ${probe.status} ${await probe.text()}`;
    process.stdout.write(`${benchCase.label.padEnd(LABEL_WIDTH)} ${reason}\n`);
    return;
  }
  await probe.json();
  report(benchCase.label, await timeRequests(base, benchCase.urls, headers), LABEL_WIDTH);
}

/** The naive ways, for comparison: a regular expression over every body, and filters without the sort walk. */
async function references(tagId: string): Promise<void> {
  const regexOverBodies = TEXT_TERMS.slice(0, 4).map((term) => async () => {
    const filter = { body: { $regex: term, $options: 'i' } };
    await Promise.all([
      TabModel.find(filter, { body: 0 }).sort({ _id: -1 }).limit(5).lean(),
      TabModel.countDocuments(filter),
    ]);
  });
  report('reference: text as regex over bodies', await timeCalls(regexOverBodies, 1), LABEL_WIDTH);
  const planned = [{ isPublic: true }, { tagIds: new mongoose.Types.ObjectId(tagId) }].map(
    (filter) => () =>
      TabModel.find(filter, { body: 0, searchWords: 0, searchGrams: 0 })
        .sort({ searchTitle: 1, searchArtist: 1, _id: 1 })
        .limit(5)
        .lean(),
  );
  report('reference: broad filter by title, no walk', await timeCalls(planned), LABEL_WIDTH);
}

async function main(): Promise<void> {
  await withSeededApp(TABS, async (base) => {
    const admin = await UserModel.findOne({ role: ROLE.admin }, { _id: 1 }).sort({ _id: 1 }).lean();
    if (!admin) throw new Error('the demo administrator was not seeded');
    // The sign-in call needs the captcha; a session of the seeded administrator is made directly instead.
    const { token } = await createSession(admin._id, 3600);
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const [tag, artist] = await Promise.all([
      TagModel.findOne({ isPublic: true }, { _id: 1 }).sort({ tabCount: -1 }).lean(),
      ArtistModel.findOne({}, { _id: 1 }).sort({ tabCount: -1 }).lean(),
    ]);
    if (!tag || !artist) throw new Error('the seed made no tags or artists');
    await timeRequests(base, [q('/api/admin/tab')], headers, 1);
    for (const benchCase of [...tabCases(tag._id.toHexString(), artist._id.toHexString()), ...OTHER_LISTS]) {
      await runCase(base, headers, benchCase);
    }
    await references(tag._id.toHexString());
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
