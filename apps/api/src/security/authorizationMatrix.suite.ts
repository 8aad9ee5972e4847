import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';
import { MATRIX, type CellRequest, type MatrixRow } from './authorizationMatrix.table';
import { ACTORS, createMatrixWorld, RELATION_ACTORS, type ActorName, type MatrixWorld } from './matrixWorld';
import { registeredRoutes } from './routeList';

async function send(t: TestApp, method: string, cell: CellRequest, cookie: string | null): Promise<request.Response> {
  let req = request(t.app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](cell.path);
  if (cookie) req = req.set('cookie', cookie);
  if (cell.form) {
    for (const [name, value] of Object.entries(cell.form.fields)) req = req.field(name, value);
    if (cell.form.file) req = req.attach(cell.form.file.field, cell.form.file.data, cell.form.file.name);
    return req;
  }
  return cell.body === undefined ? req : req.send(cell.body as object);
}

/** What the row expects of an actor: its own cell, or for an actor defined by whom it acts on, the cell of the role it is like. */
const expected = (row: MatrixRow, actor: ActorName): number =>
  (row.expect as Partial<Record<ActorName, number>>)[actor] ?? row.expect[RELATION_ACTORS[actor as keyof typeof RELATION_ACTORS]];

/** Every cell of one row; answers the cells whose status differs from the row's, e.g. "member: 200 expected, 403 (권한이 없습니다.)". */
async function runRow(w: MatrixWorld, row: MatrixRow): Promise<string[]> {
  const [method, path] = row.route.split(' ') as [string, string];
  const wrong: string[] = [];
  // Whom an actor acts on cannot matter on a row that answers every actor alike, visitors included
  // (the open account routes, limited per address, would only count the extra calls).
  const uniform = new Set(Object.values(row.expect)).size === 1;
  for (const actor of ACTORS.filter((name) => !(uniform && Object.hasOwn(RELATION_ACTORS, name)))) {
    const cell = row.request ? await row.request(w, actor) : { path };
    const cookie = cell.cookie === undefined ? w.as[actor].cookie : cell.cookie;
    const res = await send(w.t, method, cell, cookie);
    if (res.status !== expected(row, actor)) wrong.push(`${actor}: ${expected(row, actor)} expected, ${res.status} (${String(res.body?.message ?? '')})`);
  }
  return wrong;
}

/**
 * The matrix's rows, half in each of two test files (authorizationMatrix.1.test.ts and .2): in one
 * file it was the suite's longest (350 rows on both dialects, 60-100 s in one worker), and the other
 * workers sat idle at the end of the run while it finished.
 */
export function describeMatrix(part: 'first half' | 'second half'): void {
  const middle = Math.ceil(MATRIX.length / 2);
  const rows = part === 'first half' ? MATRIX.slice(0, middle) : MATRIX.slice(middle);
  describe.each(testDialects())(`authorization matrix, ${part} (%s)`, (dialect) => {
    let t: TestApp;
    let w: MatrixWorld;
    let mail: MailCatcher;
    beforeAll(async () => {
      mail = await startMailCatcher();
      // Logins of every actor and of the login/logout/password cells, and the cells' posts by the same
      // actors: above the production defaults.
      t = await createTestApp(dialect, { LOGIN_LIMIT_PER_IP: '1000', BOARD_LIMIT_SCALE: '100', SMTP_URL: mail.url });
      w = await createMatrixWorld(t);
    }, 60_000);
    afterAll(async () => {
      await t?.drop();
      await mail?.close();
    });

    if (part === 'first half') {
      it('has exactly one row for every route the app registers', () => {
        const routes = MATRIX.map((row) => row.route);
        expect(new Set(routes).size).toBe(routes.length);
        expect([...routes].sort()).toEqual(registeredRoutes(t.app));
      });
    }

    it.each(rows.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
      expect(await runRow(w, row)).toEqual([]);
    });
  });
}
