import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig, parseEnv } from './env';
import { REPO_ROOT } from './repoRoot';

describe('configuration', () => {
  it('documents every key in .env.example, and nothing else', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const keys = [...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1] as string);
    // NEXT_PUBLIC_GA_MEASUREMENT_ID is read by both: the web build and the server's CSP.
    const serverKeys = keys.filter((key) => !key.startsWith('NEXT_PUBLIC_') || key in envSchema.shape).sort();
    expect(serverKeys).toEqual(Object.keys(envSchema.shape).sort());
    // Web build keys are the ones the browser code reads.
    expect(keys.filter((key) => key.startsWith('NEXT_PUBLIC_'))).toEqual(['NEXT_PUBLIC_API_BASE', 'NEXT_PUBLIC_GA_MEASUREMENT_ID']);
  });

  it('runs with nothing set: port 3000, SQLite in ./data', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data');
  });

  it('accepts the values .env.example ships with', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const values = Object.fromEntries([...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-env-'));
    const config = loadConfig({ ...values, DATA_DIR: dataDir });
    expect(config.dialect).toBe('sqlite');
    expect(config.seedDemo).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    [{ DATABASE_URL: 'postgres://x@y/z' }, /^Invalid DATABASE_URL: must look like mysql:\/\//],
    [{ DATABASE_URL: 'mysql://host-without-database' }, /^Invalid DATABASE_URL/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid REDIS_URL: must look like redis:\/\//],
    [{ SESSION_SECRET: 'short' }, /^Invalid SESSION_SECRET: must be at least 32 characters/],
  ])('names the key to fix: %o', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('selects MySQL from DATABASE_URL and requires a shared secret in production', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-env-'));
    const base = { DATA_DIR: dataDir, DATABASE_URL: 'mysql://u:p@127.0.0.1:3306/nanum' };
    expect(loadConfig(base).dialect).toBe('mysql');
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-env-'));
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
