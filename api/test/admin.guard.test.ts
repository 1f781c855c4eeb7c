import express, { type Express, Router } from 'express';
import request from 'supertest';
import { concretePath, type RegisteredRoute, registeredRoutes } from './support/routeTable';
import { startTestApi, type TestApi } from './support/testApi';
import { signedInAgent, type TestAgent } from './support/users';

const MISSING_ID = '0123456789abcdef01234567';
/** A body every admin write would accept the shape of, so a missing guard shows as a 2xx or a 400/404. */
const PLAUSIBLE_BODY = {
  id: MISSING_ID,
  ids: [MISSING_ID],
  name: 'Verificare',
  title: 'Verificare',
  artistId: MISSING_ID,
  body: 'text',
  isPublic: 1,
  kind: 'img',
  filename: 'verificare.png',
};

/** admin.md §7 (with {id} as :id), the complete lists of the tab edit dialog, and the admin-only user calls. */
const SPEC_ROUTES: readonly (readonly [string, string])[] = [
  ['get', '/api/admin/artist'],
  ['post', '/api/admin/artist'],
  ['put', '/api/admin/artist'],
  ['delete', '/api/admin/artist'],
  ['get', '/api/admin/artist/all'],
  ['get', '/api/admin/user'],
  ['get', '/api/admin/user/:id'],
  ['put', '/api/admin/user/deactivate'],
  ['delete', '/api/admin/user'],
  ['get', '/api/admin/chord'],
  ['post', '/api/admin/chord'],
  ['put', '/api/admin/chord'],
  ['delete', '/api/admin/chord'],
  ['post', '/api/admin/chord/cache'],
  ['get', '/api/admin/chord/root'],
  ['get', '/api/admin/chord/type'],
  ['get', '/api/admin/tag'],
  ['post', '/api/admin/tag'],
  ['put', '/api/admin/tag'],
  ['delete', '/api/admin/tag'],
  ['post', '/api/admin/tag/cache'],
  ['get', '/api/admin/tag/all'],
  ['get', '/api/admin/tab'],
  ['get', '/api/admin/tab/:id'],
  ['put', '/api/admin/tab'],
  ['put', '/api/admin/tab/approve'],
  ['delete', '/api/admin/tab'],
  ['get', '/api/admin/request'],
  ['put', '/api/admin/request'],
  ['delete', '/api/admin/request'],
  ['get', '/api/admin/media'],
  ['get', '/api/admin/log'],
  ['get', '/api/admin/log/type'],
  ['get', '/api/admin/comment'],
  ['get', '/api/admin/lesson'],
  ['get', '/api/admin/lesson/:id'],
  ['post', '/api/admin/lesson'],
  ['put', '/api/admin/lesson'],
  ['delete', '/api/admin/lesson'],
  ['post', '/api/user/media'],
  ['delete', '/api/user/media'],
];

/** Admin-only routes outside /api/admin (admin.md §7: the media upload and removal). */
const ADMIN_ONLY_ELSEWHERE = new Set(['post /api/user/media', 'delete /api/user/media']);

/** The resources this suite's owner built: their §7 routes must exist (others' are reported while in progress). */
const OWN_RESOURCES = /^\/api\/admin\/(artist|tag|request)(\/|$)/;

const keyOf = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':id')}`;

function isAdminOnly(route: RegisteredRoute): boolean {
  return route.path.startsWith('/api/admin/') || ADMIN_ONLY_ELSEWHERE.has(keyOf(route.method, route.path));
}

type Caller = TestAgent | ReturnType<typeof request>;

function call(caller: Caller, route: RegisteredRoute) {
  const url = concretePath(route.path, MISSING_ID);
  const method = route.method as 'get' | 'post' | 'put' | 'delete' | 'patch';
  const pending = caller[method](url);
  return route.method === 'get' ? pending : pending.send(PLAUSIBLE_BODY);
}

/** Each route called anonymously (expect 401) and as a standard user (expect 403): every other answer, listed. */
async function unguardedAnswers(app: Express, routes: readonly RegisteredRoute[]): Promise<string[]> {
  const standard = await signedInAgent(app);
  const anonymous = request(app);
  const wrong: string[] = [];
  for (const route of routes) {
    const asAnonymous = await call(anonymous, route);
    if (asAnonymous.status !== 401)
      wrong.push(`anonymous ${keyOf(route.method, route.path)} → ${asAnonymous.status}`);
    const asStandard = await call(standard, route);
    if (asStandard.status !== 403)
      wrong.push(`standard ${keyOf(route.method, route.path)} → ${asStandard.status}`);
  }
  return wrong;
}

describe('the admin guard over every registered admin route', () => {
  let api: TestApi;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_WRITE_MAX: '10000' });
    routes = registeredRoutes(api.app);
  });
  afterAll(() => api.stop());

  it('answers 401 anonymously and 403 to a standard user on each admin route', async () => {
    const adminOnly = routes.filter(isAdminOnly);
    expect(adminOnly.filter((route) => route.path.startsWith('/api/admin/')).length).toBeGreaterThan(0);
    expect(await unguardedAnswers(api.app, adminOnly)).toEqual([]);
  });

  it('finds the §7 routes of artists, tags and requests (and the admin-only media calls)', () => {
    const found = new Set(routes.map((route) => keyOf(route.method, route.path)));
    const missing = SPEC_ROUTES.map(([method, path]) => keyOf(method, path)).filter((key) => !found.has(key));
    const missingOwn = missing.filter(
      (key) => OWN_RESOURCES.test(key.split(' ')[1] ?? '') || ADMIN_ONLY_ELSEWHERE.has(key),
    );
    if (missing.length > missingOwn.length) {
      // Other resources are still being built: listed, not failed.
      console.info(`admin routes of admin.md §7 not registered yet: ${missing.join(', ')}`);
    }
    expect(missingOwn).toEqual([]);
  });

  it('reports a route mounted under /api/admin without the guard, so the check cannot pass vacuously', async () => {
    const leaky = express();
    leaky.use(express.json());
    leaky.use(
      '/api',
      Router().use(
        '/admin',
        Router().get('/leak/:id', (_req, res) => {
          res.json(true);
        }),
      ),
    );
    const leakyRoutes = registeredRoutes(leaky).filter(isAdminOnly);
    expect(leakyRoutes).toEqual([{ method: 'get', path: '/api/admin/leak/:id' }]);
    expect(await unguardedAnswers(leaky, leakyRoutes)).toEqual([
      'anonymous get /api/admin/leak/:id → 200',
      'standard get /api/admin/leak/:id → 200',
    ]);
  });
});
