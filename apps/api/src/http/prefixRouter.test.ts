import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { prefixRouter } from './prefixRouter';

function appWith(routers: Router[]) {
  const app = express();
  app.use(prefixRouter(routers));
  app.use((req, res) => res.status(404).send(`none ${req.path}`));
  return app;
}

const named = (name: string, ...paths: string[]) => {
  const router = Router();
  for (const path of paths) router.get(path, (_req, res) => res.send(`${name} ${path}`));
  return router;
};

describe('prefixRouter', () => {
  it('hands a request to the routers of its first segment, in their order, case-insensitively', async () => {
    const app = appWith([named('a', '/users/:id'), named('b', '/boards/:board', '/users/me')]);
    expect((await request(app).get('/boards/notice')).text).toBe('b /boards/:board');
    expect((await request(app).get('/USERS/7')).text).toBe('a /users/:id');
    expect((await request(app).get('/users/me')).text).toBe('a /users/:id'); // the first router's route wins, as with plain use()
  });

  it('passes a request under no router segment straight on', async () => {
    const app = appWith([named('a', '/users/:id')]);
    const res = await request(app).get('/elsewhere');
    expect(res.status).toBe(404);
    expect(res.text).toBe('none /elsewhere');
  });

  it('walks a router whose routes it cannot tell by segment for every request', async () => {
    const open = Router();
    open.use((req, _res, next) => {
      req.headers['x-seen'] = 'yes';
      next();
    });
    open.get('/anything', (req, res) => res.send(`open ${String(req.headers['x-seen'])}`));
    const app = appWith([named('a', '/users/:id'), open]);
    expect((await request(app).get('/anything')).text).toBe('open yes');
    expect((await request(app).get('/users/1')).text).toBe('a /users/:id');
  });
});
