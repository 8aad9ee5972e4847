// The baseline of the API read budget: a minimal Express + express-session server doing one knex
// primary-key select per request, on the same database as the app. Run as its own process by
// scripts/bench/run.ts (PORT, and DATABASE_URL or DATA_DIR for SQLite, in the environment).
import express from 'express';
import session from 'express-session';
import { createDb } from '../../apps/api/src/db/knex';

const db = createDb({
  dialect: process.env.DATABASE_URL ? 'mysql' : 'sqlite',
  DATABASE_URL: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.',
  DB_ACQUIRE_TIMEOUT_MS: 2000,
});
const app = express();
app.use(session({ secret: 'baseline-secret-baseline-secret-baseline', resave: false, saveUninitialized: false }));
app.get('/user/:id', (req, res, next) => {
  db('users')
    .where({ id: Number(req.params.id) })
    .first('id', 'name', 'email')
    .then((user) => res.json({ status: 200, data: user ?? null }))
    .catch(next);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
