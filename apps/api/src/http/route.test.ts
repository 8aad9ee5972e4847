import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { AppError } from './AppError';
import { apiNotFound, errorHandler } from './errorHandler';
import { createLogger } from './logger';
import { route } from './route';

const member = { id: 7, name: '나눔', certify: 1 } as Express.User;

/** A tiny app on route(): `x-as: member` logs the member in, as passport would. */
function routeApp() {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    if (req.headers['x-as'] === 'member') req.user = member;
    next();
  });
  const order: string[] = [];
  app.post(
    '/items/:id',
    route(
      {
        auth: 'login',
        params: z.object({ id: z.coerce.number({ error: '번호가 올바르지 않습니다.' }).int('번호가 올바르지 않습니다.') }),
        query: z.object({ sort: z.enum(['new', 'old'], { error: '정렬이 올바르지 않습니다.' }).default('new') }),
        body: z.object({ name: z.string().trim().min(1, '이름을 입력해주세요.') }),
        use: [
          (_req, _res, next) => {
            order.push('use');
            next();
          },
        ],
      },
      async ({ params, query, body, user }) => ({ status: 200, data: { id: params.id + 1, sort: query.sort, name: body.name, by: user.id } }),
    ),
  );
  app.get(
    '/open',
    route({}, ({ user }) => ({ status: 200, data: user?.id ?? null })),
  );
  app.get(
    '/fails',
    route({}, async () => {
      throw new AppError(409, '이미 처리된 요청입니다.');
    }),
  );
  app.get(
    '/itself',
    route({}, ({ res }) => {
      res.status(200).type('text/plain').send('직접');
    }),
  );
  app.use(apiNotFound, errorHandler(createLogger('silent')));
  return { app, order };
}

describe('route()', () => {
  it('hands the handler its parsed params, query and body and the logged-in user, and answers what it returns', async () => {
    const { app } = routeApp();
    const res = await request(app).post('/items/41?sort=old').set('x-as', 'member').send({ name: '  나눔  ' });
    expect(res.body).toEqual({ status: 200, data: { id: 42, sort: 'old', name: '나눔', by: 7 } });
  });

  it('refuses a visitor with the login message before anything else runs', async () => {
    const { app, order } = routeApp();
    const res = await request(app).post('/items/x').send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: LOGIN_REQUIRED_MESSAGE });
    expect(order).toEqual([]);
  });

  it('answers bad params with 400 before `use` runs, then bad query or body with the schema message', async () => {
    const { app, order } = routeApp();
    const params = await request(app).post('/items/x').set('x-as', 'member').send({ name: '나눔' });
    expect(params.body).toEqual({ status: 400, message: '번호가 올바르지 않습니다.' });
    expect(order).toEqual([]);
    const query = await request(app).post('/items/1?sort=up').set('x-as', 'member').send({ name: '나눔' });
    expect(query.body).toEqual({ status: 400, message: '정렬이 올바르지 않습니다.' });
    const body = await request(app).post('/items/1').set('x-as', 'member').send({ name: ' ' });
    expect(body.body).toEqual({ status: 400, message: '이름을 입력해주세요.' });
    expect(order).toEqual(['use', 'use']);
  });

  it('leaves the user undefined for a visitor on an open route', async () => {
    const { app } = routeApp();
    expect((await request(app).get('/open')).body).toEqual({ status: 200, data: null });
    expect((await request(app).get('/open').set('x-as', 'member')).body).toEqual({ status: 200, data: 7 });
  });

  it('passes a rejected handler to the error handler', async () => {
    const { app } = routeApp();
    const res = await request(app).get('/fails');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: '이미 처리된 요청입니다.' });
  });

  it('sends nothing more when the handler answered itself', async () => {
    const { app } = routeApp();
    const res = await request(app).get('/itself');
    expect(res.text).toBe('직접');
  });
});
