import type { RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { adminIdBodySchema } from '@nanum/shared/adminSchemas';
import { validate } from '../../http/validate';
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
  list: { query?: z.ZodType<Q>; read: (query: Q) => Promise<unknown> };
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
  const listGuards = list.query ? [requireAdminArea, validate(list.query, 'query')] : [requireAdminArea];

  router.get(paths.list, ...listGuards, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await list.read(res.locals.query as Q) });
  });

  const upsertRoute = <B>(upsert: Upsert<B>): RequestHandler[] => [
    requireAdminArea,
    adminImageUpload,
    validate(upsert.schema),
    async (req, res) => {
      const data = await upsert.save(actorOf(req), res.locals.body as B, req.file?.buffer);
      res.json({ status: 200, message: upsert.message, data });
    },
  ];
  router.post(paths.set, ...upsertRoute(create));
  router.put(paths.set, ...upsertRoute(update));

  router.delete(paths.set, requireAdminArea, validate(adminIdBodySchema), async (req, res) => {
    await remove.run(actorOf(req), (res.locals.body as { id: number }).id);
    res.json({ status: 200, message: remove.message });
  });

  router.put(paths.order, requireAdminArea, validate(order.schema), async (req, res) => {
    const data = await order.save(actorOf(req), res.locals.body as O);
    res.json({ status: 200, message: order.message, data });
  });
}
