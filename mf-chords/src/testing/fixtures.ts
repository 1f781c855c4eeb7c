import { CHORD_ROOTS, type Chord, type ChordDatabase, type ChordType } from '@acorduri/contracts';

export const C_MAJOR_GUITAR = ['I', 'x  o o', '----1-', '--2---', '-3----', '------', '------'].join('\n');
export const C_MAJOR_BARRE = ['III', 'x     ', '-1---1', '------', '--234-', '------', '------'].join('\n');
export const A_MINOR_GUITAR = ['I', 'xo   o', '----1-', '--23--', '------', '------', '------'].join('\n');
export const A_MAJOR_GUITAR = ['I', 'xo   o', '------', '--123-', '------', '------', '------'].join('\n');
export const C_MAJOR_PIANO = '|| ||| || ||| \n0 0 0         ';
export const A_MINOR_PIANO = '|| ||| || ||| \n     0 0 0    ';
export const A_MAJOR_PIANO = '|| ||| 0| ||| \n     0   0    ';

export const TYPES: ChordType[] = [
  { id: 1, name: 'major', fullName: 'Major', suffix: '' },
  { id: 2, name: 'm', fullName: 'Minor', suffix: 'm' },
  { id: 4, name: 'maj7', fullName: 'Major cu septimă mare', suffix: 'maj7' },
];

const chord = (
  id: string,
  name: string,
  root: string,
  typeId: number,
  guitar: string[],
  piano: string[],
): Chord => {
  const type = TYPES.find((t) => t.id === typeId) ?? null;
  return {
    id,
    name,
    root,
    typeId,
    type: type && { id: type.id, name: type.name, fullName: type.fullName },
    guitar,
    piano,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
};

export const CHORDS: Chord[] = [
  chord('c1', 'C', 'C', 1, [C_MAJOR_GUITAR, C_MAJOR_BARRE], [C_MAJOR_PIANO]),
  chord('c2', 'Am', 'A', 2, [A_MINOR_GUITAR], [A_MINOR_PIANO]),
  chord('c3', 'A', 'A', 1, [A_MAJOR_GUITAR], [A_MAJOR_PIANO]),
];

export const DATABASE: ChordDatabase = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  roots: CHORD_ROOTS,
  types: TYPES,
  chords: CHORDS,
};

/** jsdom has no fetch Response: this is the part of one that apiFetch reads. */
export class FakeResponse {
  constructor(
    private readonly body: unknown,
    readonly status = 200,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  async json() {
    return this.body;
  }
  async text() {
    return JSON.stringify(this.body);
  }
}

type Handler = (url: URL) => unknown;

/** Replaces fetch with canned API answers; returns the mock to inspect the requested URLs. */
export function mockApi(overrides: Record<string, Handler> = {}): jest.Mock {
  const routes: Record<string, Handler> = {
    '/api/chord/root': () => ({ roots: CHORD_ROOTS, total: CHORD_ROOTS.length }),
    '/api/chord/type': () => ({ types: TYPES, total: TYPES.length }),
    '/api/chord': (url) => {
      const root = url.searchParams.get('root');
      const typeId = url.searchParams.get('typeId');
      const chords = CHORDS.filter(
        (c) => (!root || c.root === root) && (!typeId || c.typeId === Number(typeId)),
      );
      return { chords, total: chords.length };
    },
    '/api/cache': () => ({ files: { 'chordDatabase.json': 1234 } }),
    '/cache/chordDatabase.json': () => DATABASE,
    ...overrides,
  };
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (!handler) return new FakeResponse({ errors: ['nu există'] }, 404);
    const body = handler(url);
    return body instanceof FakeResponse ? body : new FakeResponse(body);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The paths and queries fetch was called with. */
export const requestedUrls = (mock: jest.Mock): string[] => mock.mock.calls.map(([input]) => String(input));
