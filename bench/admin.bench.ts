// Seeds the large archive (100,000 tabs by default, or the first argument) on the embedded engine in memory, then
// prints p50/p95/max latencies over HTTP of every admin list as an administrator of the seed: the default query,
// every filter, every sort both ways and the searches (the tab manager: its filters, sorts and "Caută în" fields).
// Lists missing from the API (404) are reported as not available. The log gets a year of synthetic entries (the
// seed writes none). Reference lines time the unindexed way of a few queries.
import {
  ADMIN_ARTIST_ORDER_BY,
  ADMIN_CHORD_ORDER_BY,
  ADMIN_COMMENT_ORDER_BY,
  ADMIN_COMMENT_SEARCH_FIELDS,
  ADMIN_FILE_ORDER_BY,
  ADMIN_LESSON_ORDER_BY,
  ADMIN_LESSON_SEARCH_FIELDS,
  ADMIN_LOG_ORDER_BY,
  ADMIN_MEDIA_ORDER_BY,
  ADMIN_REQUEST_ORDER_BY,
  ADMIN_REQUEST_SEARCH_FIELDS,
  ADMIN_TAG_ORDER_BY,
  ADMIN_USER_ORDER_BY,
} from '@acorduri/contracts';
import mongoose from 'mongoose';
import { ArtistModel } from '../api/src/artists/artist.model';
import { SESSION_COOKIE } from '../api/src/auth/requestCookie';
import { createSession } from '../api/src/auth/session.service';
import { EventLogModel, eventLogSearchFields } from '../api/src/events/eventLog.model';
import { listEventTypes } from '../api/src/events/events.service';
import { warmGramFrequencies } from '../api/src/search/gramFrequencies';
import { TabModel } from '../api/src/tabs/tab.model';
import { TagModel } from '../api/src/tags/tag.model';
import { ROLE, UserModel } from '../api/src/users/user.model';
import { report, timeCalls, timeRequests } from './latency';
import { withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);
/** BENCH_CASES=comments,log runs only the cases whose label contains one of the words (quick reruns). */
const ONLY = (process.env.BENCH_CASES ?? '').split(',').filter(Boolean);
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

/** Every `orderby` of a list, ascending and descending (page of 5, like the tab manager's default). */
function sortsOf(
  path: string,
  orderBy: readonly string[],
  params: Record<string, string | number> = {},
): string[] {
  return orderBy.flatMap((orderby) =>
    (['asc', 'desc'] as const).map((sort) => q(path, { limit: 5, ...params, orderby, sort })),
  );
}

/** The searches of a list: every "Caută în" field (and none) over the given terms. */
function searchesOf(path: string, terms: readonly string[], fields: readonly string[] = []): string[] {
  return ['', ...fields].flatMap((searchField) =>
    terms.map((search) => q(path, searchField ? { search, searchField } : { search })),
  );
}

/** The other admin lists: default query, every filter, every sort both ways, and their searches. */
function otherLists(userId: string): BenchCase[] {
  const artist = '/api/admin/artist';
  const user = '/api/admin/user';
  const chord = '/api/admin/chord';
  const tag = '/api/admin/tag';
  const request = '/api/admin/request';
  const log = '/api/admin/log';
  const comment = '/api/admin/comment';
  const lesson = '/api/admin/lesson';
  const flags = (path: string, names: readonly string[]) =>
    names.flatMap((name) => [q(path, { [name]: 1 }), q(path, { [name]: 0 })]);
  return [
    { label: 'artists: default', urls: [q(artist)] },
    {
      label: 'artists: filters (letter, tabs, requests)',
      urls: [q(artist, { letterId: 1 }), ...flags(artist, ['withTabs', 'withRequests'])],
    },
    { label: 'artists: sorts', urls: sortsOf(artist, ADMIN_ARTIST_ORDER_BY) },
    { label: 'artists: search', urls: searchesOf(artist, NAME_TERMS) },
    { label: 'users: default', urls: [q(user)] },
    {
      label: 'users: filters (role, flags, with_…)',
      urls: [
        q(user, { role: 1 }),
        ...flags(user, ['verified', 'expired', 'with_tabs', 'with_requests', 'with_comments']),
      ],
    },
    { label: 'users: sorts', urls: sortsOf(user, ADMIN_USER_ORDER_BY) },
    { label: 'users: search', urls: searchesOf(user, ['ana', 'ion', 'test']) },
    { label: 'chords: default', urls: [q(chord)] },
    { label: 'chords: filters (root, type)', urls: [q(chord, { root: 'C' }), q(chord, { typeId: 1 })] },
    { label: 'chords: sorts', urls: sortsOf(chord, ADMIN_CHORD_ORDER_BY) },
    { label: 'chords: search', urls: searchesOf(chord, ['m7', 'sus']) },
    { label: 'tags: default', urls: [q(tag)] },
    { label: 'tags: filter public', urls: flags(tag, ['isPublic']) },
    { label: 'tags: sorts', urls: sortsOf(tag, ADMIN_TAG_ORDER_BY) },
    { label: 'tags: search', urls: searchesOf(tag, ['rock', 'pop']) },
    { label: 'requests: default', urls: [q(request)] },
    { label: 'requests: filter public', urls: flags(request, ['isPublic']) },
    { label: 'requests: sorts', urls: sortsOf(request, ADMIN_REQUEST_ORDER_BY) },
    { label: 'requests: search', urls: searchesOf(request, NAME_TERMS, ADMIN_REQUEST_SEARCH_FIELDS) },
    { label: 'files: default', urls: [q('/api/admin/file')] },
    { label: 'files: sorts', urls: sortsOf('/api/admin/file', ADMIN_FILE_ORDER_BY) },
    { label: 'files: search', urls: searchesOf('/api/admin/file', ['mid', 'a']) },
    { label: 'media: default', urls: [q('/api/admin/media')] },
    { label: 'media: sorts', urls: sortsOf('/api/admin/media', ADMIN_MEDIA_ORDER_BY) },
    { label: 'media: search', urls: searchesOf('/api/admin/media', ['mid']) },
    { label: 'log: default', urls: [q(log)] },
    {
      label: 'log: filters (code, user, days)',
      urls: [q(log, { code: 1 }), q(log, { userId }), q(log, { from: '2026-01-01', to: '2026-12-31' })],
    },
    { label: 'log: sorts', urls: sortsOf(log, ADMIN_LOG_ORDER_BY) },
    { label: 'log: search', urls: searchesOf(log, ['admin', 'parol', 'acorduri.test']) },
    { label: 'log: daily chart', urls: [q('/api/admin/log/daily')] },
    { label: 'comments: default', urls: [q(comment)] },
    { label: 'comments: sorts', urls: sortsOf(comment, ADMIN_COMMENT_ORDER_BY) },
    {
      label: 'comments: search',
      urls: searchesOf(comment, ['frumos', 'mersi', 'ana'], ADMIN_COMMENT_SEARCH_FIELDS),
    },
    {
      label: 'comments: search text, by author',
      urls: ['frumos', 'mersi'].map((search) =>
        q(comment, { search, searchField: 'text', orderby: 'author', sort: 'asc', limit: 5 }),
      ),
    },
    { label: 'lessons: default', urls: [q(lesson)] },
    {
      label: 'lessons: filters (public, level)',
      urls: [...flags(lesson, ['isPublic']), q(lesson, { level: 1 })],
    },
    { label: 'lessons: sorts', urls: sortsOf(lesson, ADMIN_LESSON_ORDER_BY) },
    { label: 'lessons: search', urls: searchesOf(lesson, ['acord', 'ritm'], ADMIN_LESSON_SEARCH_FIELDS) },
  ];
}

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

/** A year of a busy site's log: the seed writes none, and the log list, its filters and search need rows. */
const LOG_ENTRIES = 100_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Account events of the seeded users spread over the past year, every tenth an admin write naming a tab. */
async function fillLog(): Promise<void> {
  const missing = LOG_ENTRIES - (await EventLogModel.estimatedDocumentCount());
  if (missing <= 0) return;
  const [users, types, tabs] = await Promise.all([
    UserModel.find({}, { email: 1 }).lean(),
    listEventTypes(),
    TabModel.find({}, { title: 1 }).limit(1000).lean(),
  ]);
  const now = Date.now();
  const entries = Array.from({ length: missing }, (_, i) => {
    const user = users[i % users.length];
    const tab = tabs[i % tabs.length];
    const email = user?.email ?? '';
    const subject = i % 10 === 0 && tab ? `tab ${tab._id.toHexString()} «${tab.title}»` : '';
    return {
      code: types[i % types.length]?.code ?? 1,
      userId: user?._id ?? null,
      email,
      ip: '127.0.0.1',
      subject,
      ...eventLogSearchFields({ email, subject }),
      createdAt: new Date(now - (i * YEAR_MS) / missing),
    };
  });
  for (let start = 0; start < entries.length; start += 5000)
    await EventLogModel.collection.insertMany(entries.slice(start, start + 5000));
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
    await fillLog();
    // The server samples its search estimates when it starts; here the log is filled after that start.
    await warmGramFrequencies();
    await timeRequests(base, [q('/api/admin/tab')], headers, 1);
    const cases = [
      ...tabCases(tag._id.toHexString(), artist._id.toHexString()),
      ...otherLists(admin._id.toHexString()),
    ];
    for (const benchCase of cases) {
      if (ONLY.length === 0 || ONLY.some((word) => benchCase.label.includes(word)))
        await runCase(base, headers, benchCase);
    }
    if (ONLY.length === 0) await references(tag._id.toHexString());
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
