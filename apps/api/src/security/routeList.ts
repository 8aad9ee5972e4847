import type { Express } from 'express';

/** One route the app registers: "METHOD /path/:param" as written in its router, with the mount prefixes. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`;

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

const joinPath = (prefix: string, path: string): string => `${prefix === '/' ? '' : prefix}${path === '/' ? '' : path}` || '/';

function walk(stack: LayerLike[], prefix: string, out: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = ([] as unknown[]).concat(layer.route.path).map(String);
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.add(`${method.toUpperCase()} ${joinPath(prefix, path)}`);
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, joinPath(prefix, mount), out);
    }
  }
}

/**
 * Every route the Express app answers, read from its router at run time (Express 5 / router 2:
 * `app.router.stack`, nested routers through `layer.handle.stack`), so a new route cannot hide
 * from the authorization matrix.
 */
export function registeredRoutes(app: Express): string[] {
  const router = (app as unknown as { router: { stack: LayerLike[] } }).router;
  const out = new Set<string>();
  walk(router.stack, '', out);
  return [...out].sort();
}
