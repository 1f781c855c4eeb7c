// Seeds the large archive (`--tabs 100000` by default, or the first argument) on the embedded engine in memory,
// then prints autocomplete and paged-search latencies (p50/p95) measured through HTTP on the real app.
import { report, timeRequests } from './latency';
import { AUTOCOMPLETE_TERMS } from './searchTerms';
import { withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);

const SEARCH_TERMS = [
  'ștefan',
  'popescu',
  'cântec de',
  'noapte',
  'fara',
  'lupii',
  'ana maria',
  'zăpadă',
  'iubire',
  'de aur',
  'trupa',
  'dor de',
  'mare',
  'vioara',
  'fluier',
  'taraful',
  'xyzzy',
  'ion',
];
/** The search page's own order (none given: most favoured first), then explicit sorts of all matches. */
const SEARCH_ORDERS = [
  ['default', ''],
  ['created_at', '&orderby=created_at&sort=desc'],
  ['rating', '&orderby=rating&sort=desc'],
  ['artist', '&orderby=artist&sort=asc'],
] as const;

async function main(): Promise<void> {
  await withSeededApp(TABS, async (base) => {
    await timeRequests(base, ['/api/search/autocomplete?search=dor']);
    report(
      'autocomplete',
      await timeRequests(
        base,
        AUTOCOMPLETE_TERMS.map((term) => `/api/search/autocomplete?search=${encodeURIComponent(term)}`),
      ),
    );
    for (const [label, order] of SEARCH_ORDERS) {
      report(
        `search page 1 (${label})`,
        await timeRequests(
          base,
          SEARCH_TERMS.map((term) => `/api/tab?search=${encodeURIComponent(term)}&limit=10&offset=0${order}`),
        ),
      );
    }
    report(
      'search page 5 (default)',
      await timeRequests(
        base,
        SEARCH_TERMS.map((term) => `/api/tab?search=${encodeURIComponent(term)}&limit=10&offset=40`),
      ),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
