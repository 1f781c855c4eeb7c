import { ROUTE_META, ROUTES } from '@acorduri/contracts';
import { matchRoutes } from 'react-router';
import { rankedPathMatcher } from './rankedPathMatcher';

/** A pathname for a pattern: each parameter filled, optionally in capitals, with a trailing slash or encoded. */
const samplesOf = (pattern: string) => {
  const filled = pattern.replace(/:[\w-]+/g, 'cântec-de-rău');
  return [
    filled,
    `${filled}/`,
    filled.toUpperCase(),
    encodeURI(filled),
    pattern.replace(/:[\w-]+/g, 'a%2Fb'),
    `${filled}/mai-departe`,
  ];
};

const ODD_PATHS = [
  '/',
  '//',
  '/nu-exista',
  '/acorduri/doar-artist',
  '/cautare/%E0%A4%A',
  '/cautare/ana%20are',
  '',
];

describe.each([
  ['the area table', ROUTES.map((route) => route.path)],
  ['the page meta table', Object.keys(ROUTE_META)],
])('rankedPathMatcher on %s', (_name, patterns) => {
  const patternOf = rankedPathMatcher(patterns);
  const reactRouterPatternOf = (pathname: string) =>
    matchRoutes(
      patterns.map((path) => ({ path })),
      pathname,
    )?.[0]?.route.path;

  it.each([...patterns.flatMap(samplesOf), ...ODD_PATHS])(
    'picks what matchRoutes picks for %s',
    (pathname) => {
      expect(patternOf(pathname)).toBe(reactRouterPatternOf(pathname));
    },
  );
});

describe('rankedPathMatcher', () => {
  it('prefers a static segment over a parameter, whatever the order', () => {
    const patternOf = rankedPathMatcher(['/cantece/:slug', '/cantece/noi']);
    expect(patternOf('/cantece/noi')).toBe('/cantece/noi');
    expect(patternOf('/cantece/vechi')).toBe('/cantece/:slug');
  });

  it('leaves splats and optional segments to react-router', () => {
    const patternOf = rankedPathMatcher(['/fisiere/*', '/lectii/:slug?']);
    expect(patternOf('/fisiere/a/b')).toBe('/fisiere/*');
    expect(patternOf('/lectii')).toBe('/lectii/:slug?');
  });
});
