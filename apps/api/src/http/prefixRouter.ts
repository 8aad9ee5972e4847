import { Router, type RequestHandler } from 'express';

interface LayerLike {
  route?: { path: unknown };
  handle?: { stack?: LayerLike[] };
}

/** The literal first segment of a route path ('/community/boards/:board' -> 'community'), or null. */
function firstSegment(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const match = /^\/([A-Za-z0-9_.~-]+)(?:\/|$)/.exec(path);
  return match ? (match[1] as string).toLowerCase() : null;
}

/**
 * The first path segments a router's routes start with, or null when any layer could match
 * elsewhere (router-level middleware, a parameter or pattern as the first segment).
 */
function segmentsOf(router: Router): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of (router as unknown as { stack: LayerLike[] }).stack) {
    const paths = layer.route ? ([] as unknown[]).concat(layer.route.path) : [undefined];
    for (const path of paths) {
      const segment = firstSegment(path);
      if (segment === null) return null;
      segments.add(segment);
    }
  }
  return segments;
}

/**
 * The routers of the API behind one dispatch on the first path segment: a request walks only the
 * routers that have a route under its segment (in their order), not every route of the API
 * (Express matches each layer's path in turn). Routers keep their full paths; a router whose
 * routes cannot be told by their first segment is walked for every request, as before. Case
 * insensitive like Express's routing. A request under no router's segment goes straight on. The
 * `stack` lists the routers for registeredRoutes().
 */
export function prefixRouter(routers: Router[]): RequestHandler {
  const always = routers.filter((router) => segmentsOf(router) === null);
  const groups = new Map<string, Router>();
  const segments = new Set(routers.flatMap((router) => [...(segmentsOf(router) ?? [])]));
  for (const segment of segments) {
    const group = Router();
    for (const router of routers) {
      const own = segmentsOf(router);
      if (own === null || own.has(segment)) group.use(router);
    }
    groups.set(segment, group);
  }
  const fallback = always.length > 0 ? Router() : null;
  for (const router of always) fallback?.use(router);
  const dispatch: RequestHandler = (req, res, next) => {
    const match = /^\/([^/]+)/.exec(req.path);
    const group = (match && groups.get((match[1] as string).toLowerCase())) || fallback;
    if (group) group(req, res, next);
    else next(); // no router has a route under this segment
  };
  return Object.assign(dispatch, { stack: routers.map((router) => ({ handle: router })) });
}
