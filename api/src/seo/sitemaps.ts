import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { buildPath, LETTERS, PATHS } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { LessonModel } from '../lessons/lesson.model';
import { TabModel } from '../tabs/tab.model';
import { TagModel } from '../tags/tag.model';
import { escapeHtml } from './htmlText';
import { type ContentStamp, contentStamp, freshnessOf, SITEMAPS_KEY } from './siteVersion';

const gzipAsync = promisify(gzip);

/** The sitemaps protocol's limit of addresses per file. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_INDEX = 'sitemap.xml';

/** One sitemap file, gzip-compressed as served, and the newest lastmod it lists. */
export interface SitemapFile {
  readonly gzipped: Buffer;
  readonly urlCount: number;
  readonly lastModified: Date;
}

export interface SitemapSet {
  /** What the content was when the set was read: a change of everything or of SITEMAPS_KEY makes it old. */
  readonly stamp: ContentStamp;
  /** file name → file, the index (sitemap.xml) included. */
  readonly files: ReadonlyMap<string, SitemapFile>;
}

/** The public pages without content of their own, listed with the archive's newest change. */
const LIST_PAGES = [
  PATHS.home,
  PATHS.artists,
  PATHS.categories,
  PATHS.lessons,
  PATHS.community,
  PATHS.requests,
  PATHS.chordDictionary,
  PATHS.accessibleDictionary,
  PATHS.contact,
  PATHS.terms,
  ...LETTERS.map((letter) => buildPath(PATHS.letter, { id: letter.id })),
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Collects `<url>` entries into files of at most `limit` addresses named `sitemap-<series>-<n>.xml`. */
class SeriesWriter {
  private entries: string[] = [];
  private newest = new Date(0);
  private number = 0;
  readonly files = new Map<string, SitemapFile>();
  private readonly pending: Promise<void>[] = [];

  constructor(
    private readonly series: string,
    private readonly siteUrl: string,
    private readonly limit: number,
  ) {}

  add(path: string, lastModified: Date): void {
    this.entries.push(
      `<url><loc>${escapeHtml(this.siteUrl + path)}</loc><lastmod>${lastModified.toISOString()}</lastmod></url>`,
    );
    if (lastModified > this.newest) this.newest = lastModified;
    if (this.entries.length >= this.limit) this.cut();
  }

  private cut(): void {
    if (this.entries.length === 0) return;
    this.number += 1;
    const name = `sitemap-${this.series}-${this.number}.xml`;
    const xml = `${XML_HEAD}<urlset ${NAMESPACE}>\n${this.entries.join('\n')}\n</urlset>\n`;
    const urlCount = this.entries.length;
    const lastModified = this.newest;
    this.entries = [];
    this.newest = new Date(0);
    this.pending.push(
      gzipAsync(xml).then((gzipped) => {
        this.files.set(name, { gzipped, urlCount, lastModified });
      }),
    );
  }

  async finish(): Promise<Map<string, SitemapFile>> {
    this.cut();
    await Promise.all(this.pending);
    return new Map([...this.files].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
  }
}

interface Dated {
  readonly updatedAt: Date;
}

const BATCH = 5000;

type BatchReader<T> = (idRange: { _id?: { $gt: Types.ObjectId } }, limit: number) => Promise<T[]>;

/**
 * Every document `read` finds, oldest first, in `_id` ranges of BATCH (each batch a fresh range read of the `_id`
 * index: no open cursor, no sort, no skip), so memory stays one batch and the cost stays linear.
 */
async function* inIdOrder<T extends { _id: Types.ObjectId }>(read: BatchReader<T>): AsyncGenerator<T> {
  let after: Types.ObjectId | undefined;
  for (;;) {
    const batch = await read(after ? { _id: { $gt: after } } : {}, BATCH);
    yield* batch;
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]?._id;
  }
}

/**
 * Public tabs oldest first (ObjectIds grow with time), so a new tab lands in the last file. `isPublic` is tested
 * here rather than in the query: with it the embedded engine reads the { isPublic, createdAt } index and sorts each
 * batch (measured 27 s instead of 16 s over 100,000 tabs); nearly every tab is public anyway.
 */
async function writeTabs(writer: SeriesWriter, artistSlugs: ReadonlyMap<string, string>): Promise<Date> {
  let newest = new Date(0);
  type Row = {
    _id: Types.ObjectId;
    slug: string;
    artistId: Types.ObjectId | null;
    updatedAt: Date;
    isPublic: boolean;
  };
  const rows = inIdOrder<Row>((idRange, limit) =>
    TabModel.find(idRange, { slug: 1, artistId: 1, updatedAt: 1, isPublic: 1 })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<Row[]>(),
  );
  for await (const tab of rows) {
    if (!tab.isPublic) continue;
    const artistSlug = tab.artistId ? artistSlugs.get(tab.artistId.toHexString()) : undefined;
    if (!artistSlug) continue;
    writer.add(buildPath(PATHS.tab, { artistSlug, tabSlug: tab.slug }), tab.updatedAt);
    if (tab.updatedAt > newest) newest = tab.updatedAt;
  }
  return newest;
}

/** Every artist's slug (tab addresses need them); artists with public tabs are listed. */
async function writeArtists(writer: SeriesWriter): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  type Row = { _id: Types.ObjectId; slug: string; tabCount: number; updatedAt: Date };
  const rows = inIdOrder<Row>((idRange, limit) =>
    ArtistModel.find(idRange, { slug: 1, tabCount: 1, updatedAt: 1 })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<Row[]>(),
  );
  for await (const artist of rows) {
    slugs.set(artist._id.toHexString(), artist.slug);
    if (artist.tabCount > 0) writer.add(buildPath(PATHS.artist, { slug: artist.slug }), artist.updatedAt);
  }
  return slugs;
}

async function writePages(writer: SeriesWriter, newestTab: Date): Promise<void> {
  const [tags, lessons] = await Promise.all([
    TagModel.find({ isPublic: true, tabCount: { $gt: 0 } }, { slug: 1, updatedAt: 1 }).lean<
      (Dated & { slug: string })[]
    >(),
    LessonModel.find({ isPublic: true }, { slug: 1, updatedAt: 1 }).lean<(Dated & { slug: string })[]>(),
  ]);
  const newest = [
    newestTab,
    ...tags.map((tag) => tag.updatedAt),
    ...lessons.map((lesson) => lesson.updatedAt),
  ].reduce((a, b) => (b > a ? b : a));
  for (const path of LIST_PAGES) writer.add(path, newest);
  for (const tag of tags) writer.add(buildPath(PATHS.category, { slug: tag.slug }), tag.updatedAt);
  for (const lesson of lessons) writer.add(buildPath(PATHS.lesson, { slug: lesson.slug }), lesson.updatedAt);
}

async function indexFile(siteUrl: string, files: ReadonlyMap<string, SitemapFile>): Promise<SitemapFile> {
  const entries = [...files].map(
    ([name, file]) =>
      `<sitemap><loc>${escapeHtml(`${siteUrl}/${name}`)}</loc><lastmod>${file.lastModified.toISOString()}</lastmod></sitemap>`,
  );
  const lastModified = [...files.values()].reduce(
    (a, file) => (file.lastModified > a ? file.lastModified : a),
    new Date(0),
  );
  const xml = `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join('\n')}\n</sitemapindex>\n`;
  return { gzipped: await gzipAsync(xml), urlCount: entries.length, lastModified };
}

/** Reads the archive once, tabs and artists in `_id` batches, into the index and its files. */
export async function generateSitemaps(siteUrl: string, limit = SITEMAP_URL_LIMIT): Promise<SitemapSet> {
  const stamp = contentStamp([SITEMAPS_KEY]);
  const pages = new SeriesWriter('pages', siteUrl, limit);
  const artists = new SeriesWriter('artists', siteUrl, limit);
  const tabs = new SeriesWriter('tabs', siteUrl, limit);
  const artistSlugs = await writeArtists(artists);
  const newestTab = await writeTabs(tabs, artistSlugs);
  await writePages(pages, newestTab);
  const files = new Map([...(await pages.finish()), ...(await artists.finish()), ...(await tabs.finish())]);
  files.set(SITEMAP_INDEX, await indexFile(siteUrl, files));
  return { stamp, files };
}

const outdated = (set: SitemapSet) => freshnessOf(set.stamp, 'detail') !== 'fresh';

/**
 * The sitemaps, generated on the first request and again on a request after content changed. Crawlers tolerate
 * a sitemap a few seconds old, so the previous set is served while one regeneration runs in the background: a
 * burst of writes costs at most one regeneration, none while no crawler asks, and no crawler waits for it.
 */
export class SitemapStore {
  private current: SitemapSet | undefined;
  private running: Promise<SitemapSet> | undefined;

  constructor(
    private readonly siteUrl: string,
    private readonly limit = SITEMAP_URL_LIMIT,
  ) {}

  /** The newest generated set; waits only when none was generated yet. */
  async files(): Promise<SitemapSet> {
    if (this.current) {
      if (outdated(this.current)) this.refresh();
      return this.current;
    }
    return this.refresh();
  }

  /** Resolves once no regeneration is running (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private refresh(): Promise<SitemapSet> {
    this.running ??= generateSitemaps(this.siteUrl, this.limit)
      .then((set) => {
        this.current = set;
        return set;
      })
      .finally(() => {
        this.running = undefined;
        // A change during the generation: the set is already older than the content.
        if (this.current && outdated(this.current)) void this.refresh().catch(() => undefined);
      });
    return this.running;
  }
}
