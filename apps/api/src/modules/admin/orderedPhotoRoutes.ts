import type { RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { adminIdBodySchema } from '@nanum/shared/adminSchemas';
import { route } from '../../http/route';
import { requireAdminArea } from './adminAccess';
import { adminImageUpload } from './adminUpload';
import { actorOf, type Actor } from './audit.service';

/** A multipart create or update: its body schema, what saves it (with the optional `image` file) and the Korean answer. */
interface Upsert<B> {
  schema: z.ZodType<B>;
  save: (actor: Actor, body: B, image: Buffer | undefined) => Promise<unknown>;
  message: string;
}

/** The admin routes of a hand-ordered list whose entries carry an image (corporations, endorsers, the directory). */
export interface OrderedPhotoRoutes<Q, C, U, O> {
  paths: { list: string; set: string; order: string };
  /** GET `list` (no-store), its query validated by `query` when given -> { status, data }. */
  list: { query: z.ZodType<Q>; read: (query: Q) => Promise<unknown> } | { query?: undefined; read: () => Promise<unknown> };
  /** POST `set` (multipart) -> { status, message, data }. */
  create: Upsert<C>;
  /** PUT `set` (multipart, with the id) -> { status, message, data }. */
  update: Upsert<U>;
  /** DELETE `set` { id } -> { status, message }. */
  remove: { run: (actor: Actor, id: number) => Promise<void>; message: string };
  /** PUT `order` -> { status, message, data }. */
  order: { schema: z.ZodType<O>; save: (actor: Actor, body: O) => Promise<unknown>; message: string };
}

/**
 * Mounts the five routes of an ordered image list on `router`, all for the admin area (OPERATOR
 * or DIVISION); the image is judged by the service (adminImages), never by its name.
 */
export function mountOrderedPhotoRoutes<Q, C, U, O>(router: Router, routes: OrderedPhotoRoutes<Q, C, U, O>): void {
  const { paths, list, create, update, remove, order } = routes;
  const listAnswer = async (res: Response, read: () => Promise<unknown>) => {
    res.set('Cache-Control', 'no-store');
    return { status: 200, data: await read() };
  };
  router.get(
    paths.list,
    list.query
      ? route({ auth: requireAdminArea, query: list.query }, ({ query, res }) => listAnswer(res, () => list.read(query)))
      : route({ auth: requireAdminArea }, ({ res }) => listAnswer(res, () => list.read())),
  );

  const upsertRoute = <B>(upsert: Upsert<B>): RequestHandler[] =>
    route({ auth: requireAdminArea, use: [adminImageUpload], body: upsert.schema }, async ({ body, req }) => ({
      status: 200,
      message: upsert.message,
      data: await upsert.save(actorOf(req), body, req.file?.buffer),
    }));
  router.post(paths.set, upsertRoute(create));
  router.put(paths.set, upsertRoute(update));

  router.delete(
    paths.set,
    route({ auth: requireAdminArea, body: adminIdBodySchema }, async ({ body, req }) => {
      await remove.run(actorOf(req), body.id);
      return { status: 200, message: remove.message };
    }),
  );

  router.put(
    paths.order,
    route({ auth: requireAdminArea, body: order.schema }, async ({ body, req }) => ({ status: 200, message: order.message, data: await order.save(actorOf(req), body) })),
  );
}
