import type { Express } from 'express';

export interface RegisteredRoute {
  readonly method: string;
  /** The full path, parameters as declared (`/api/admin/user/:id`). */
  readonly path: string;
}

/** The parts of Express 5's router layers (router 2.x) the walk reads. */
interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function mountPathOf(layer: RouterLayer): string {
  if (typeof layer.rawPath !== 'string') {
    throw new Error(`cannot enumerate a router mounted at ${String(layer.rawPath)} (only string paths)`);
  }
  return layer.rawPath;
}

function walk(stack: readonly RouterLayer[], prefix: string, routes: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') throw new Error('a route with a non-string path');
      const path = joinPaths(prefix, layer.route.path);
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') routes.push({ method, path });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, joinPaths(prefix, mountPathOf(layer)), routes);
    }
  }
}

/**
 * Every route registered on the app, nested routers included, with its full path: walks Express 5's router
 * stack (a mounted router is a layer whose handle has its own stack; a route layer carries path and methods).
 */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const router = (app as unknown as { router?: { stack?: RouterLayer[] } }).router;
  if (!router?.stack) throw new Error('the Express app exposes no router stack');
  const routes: RegisteredRoute[] = [];
  walk(router.stack, '', routes);
  return routes;
}

/** A concrete URL for a declared path: each `:param` becomes `value`, optional `{…}` groups are dropped. */
export function concretePath(path: string, value: string): string {
  return path
    .replace(/\{[^}]*\}/g, '')
    .replace(/:\w+/g, value)
    .replace(/\*\w+/g, value);
}
