import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REPORT_HIDE_THRESHOLD, UNATTACHED_UPLOAD_HOURS } from '@nanum/shared/boardRules';
import { SOCKETS_PER_ADDRESS } from '@nanum/shared/limits';
import { DEFAULT_DAILY_CAP_HOURS } from '@nanum/shared/volunteerHours';
import { publicUrlOf } from '@nanum/shared/siteOrigin';
import { localStorage } from '../uploads/localStorage';
import { s3Storage } from '../uploads/s3Storage';
import { placeStorage } from '../uploads/storageRegistry';

/**
 * The environment, parsed once at boot. Every key is documented in .env.example.
 * A bad value ends the process with one line that says what to fix (see ConfigError).
 */
const mysqlUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'mysql:' || url.protocol === 'mysql2:') && url.hostname !== '' && url.pathname.length > 1;
    } catch {
      return false;
    }
  }, 'must look like mysql://user:password@host:3306/database');

const redisUrl = z
  .string()
  .trim()
  .refine((value) => /^rediss?:\/\/[^/]+/.test(value), 'must look like redis://host:6379');

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url('must be a full URL').optional());

/** A social provider's keys and (overridable) endpoints: <P>_CLIENT_ID, _CLIENT_SECRET, _AUTH_URL, _TOKEN_URL, _PROFILE_URL. */
function oauthKeys<P extends string>(provider: P) {
  return {
    [`${provider}_CLIENT_ID`]: optionalText,
    [`${provider}_CLIENT_SECRET`]: optionalText,
    [`${provider}_AUTH_URL`]: optionalUrl,
    [`${provider}_TOKEN_URL`]: optionalUrl,
    [`${provider}_PROFILE_URL`]: optionalUrl,
  } as Record<`${P}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTH_URL' | 'TOKEN_URL' | 'PROFILE_URL'}`, typeof optionalText>;
}

/** Exported for the test that keeps .env.example complete. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), mysqlUrl.optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), redisUrl.optional()),
  /** Starts every Redis key and channel of this site, so that sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9_-]{1,30}:$/, 'must be 1 to 30 lowercase letters, digits, _ or - followed by ":"').default('nanum:'),
  SESSION_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.preprocess((v) => (v === '' ? undefined : v), bool.optional()),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * SQLite only: how long a statement waits for another process's write lock before failing
   * (503). better-sqlite3 waits synchronously, blocking the whole process, so keep it short.
   */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(5000).default(250),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 30).default(60 * 24),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Sockets one address may hold open at once (per instance; behind the proxy, the client's address). */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(SOCKETS_PER_ADDRESS),
  /** Multiplies every per-member limit of posts, comments and recommendations (BOARD_RATE_LIMITS): 1 on a site; more for tests and benchmarks that write as one member. */
  BOARD_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Distinct members whose reports hide a post or comment until an operator decides. */
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(REPORT_HIDE_THRESHOLD),
  /** Hours after which an uploaded image or file that no saved post uses is removed. */
  UNATTACHED_UPLOAD_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(UNATTACHED_UPLOAD_HOURS),
  /** Most hours a person is credited for one day of volunteering (ability page, certificate, exports). */
  YOUTH_DAILY_CAP_HOURS: z.coerce.number().int().min(1).max(24).default(DEFAULT_DAILY_CAP_HOURS),
  /** Seconds the home page and board lists are served from the page cache at most (0: no cache); writes revalidate them sooner. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  BCRYPT_ROUNDS: z.coerce.number().int().min(10, 'must be at least 10 (OWASP minimum)').max(15).default(11),
  /** Where `npm run backup` and the daily backup write their archives (default DATA_DIR/backups). */
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional()),
  /** Archives kept in BACKUP_DIR (older ones are removed); 0: the embedded database makes no daily backup. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (shared by instances on several hosts). */
  S3_BUCKET: optionalText,
  /** An S3-compatible server's address (MinIO, Garage...); empty: AWS S3 itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Starts every key of this site's objects, so sites can share a bucket. */
  S3_PREFIX: z.string().regex(/^([a-z0-9_-]{1,40}\/)?$/, 'must be empty or 1 to 40 lowercase letters, digits, _ or - followed by "/"').default(''),
  NANUM_API_ONLY: bool.default(false),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url('must look like https://nanum.example').optional()),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\/.+/, 'must look like smtp://user:pass@host:587').optional()),
  MAIL_FROM: z.string().trim().min(3).default('나눔 <no-reply@nanum.example>'),
  /** Google Analytics 4 measurement id: page views are sent (and the CSP admits GA) only when set. */
  // App push through FCM HTTP v1 (issue 26): off unless a project id and a service account are set.
  FCM_PROJECT_ID: optionalText,
  FCM_SERVICE_ACCOUNT_FILE: optionalText,
  FCM_SERVICE_ACCOUNT_JSON: optionalText,
  FCM_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url('must be a full URL').default('https://fcm.googleapis.com')),
  PUSH_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(250),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX').optional()),
  /** PortOne V2 (online giving, issue 29): on when the store id, API secret, webhook secret and a channel key are set. */
  PORTONE_STORE_ID: optionalText,
  PORTONE_CHANNEL_KEY_CARD: optionalText,
  PORTONE_CHANNEL_KEY_TRANSFER: optionalText,
  PORTONE_CHANNEL_KEY_VIRTUAL: optionalText,
  PORTONE_API_SECRET: optionalText,
  PORTONE_WEBHOOK_SECRET: optionalText,
  /** PortOne's REST API (https://api.portone.io); tests point it at a local stand-in. */
  PORTONE_API_URL: optionalUrl,
  /** Where the 후원하기 page loads PortOne's browser script (https://cdn.portone.io/v2/browser-sdk.js); tests point it at a local stand-in. */
  PORTONE_BROWSER_SDK_URL: optionalUrl,
  /**
   * The key that encrypts donors' resident registration numbers (AES-256-GCM): 32 random bytes in
   * base64, kept outside the database. Unset: receipts are not offered online (no number is taken).
   */
  DONOR_RRN_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), 'must be 32 random bytes in base64 (openssl rand -base64 32)').optional(),
  ),
  ...oauthKeys('KAKAO'),
  ...oauthKeys('NAVER'),
  ...oauthKeys('GOOGLE'),
  ...oauthKeys('FACEBOOK'),
});

/** Any map of variable names to values (process.env or a test's own). */
export type EnvSource = Record<string, string | undefined>;

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR (database file, uploads, generated secret). */
  dataDir: string;
  /** Absolute folder for uploaded files. */
  uploadDir: string;
  /** Absolute BACKUP_DIR, DATA_DIR/backups by default. */
  backupDir: string;
  /** Session secret from SESSION_SECRET, or one generated once and kept in DATA_DIR. */
  sessionSecret: string;
  /** Which database the app talks to. */
  dialect: 'sqlite' | 'mysql';
  /** Whether demo accounts and content are seeded into an empty embedded database at start. */
  seedDemo: boolean;
  /**
   * The site's public address (links in emails, OAuth callbacks, canonical and og:url, the
   * certificate QR, the only origin state-changing requests may come from): PUBLIC_URL or
   * http://localhost:PORT (packages/shared/src/siteOrigin.ts).
   */
  publicUrl: string;
  /** Whether PUBLIC_URL is unset (the start warns when the server also listens beyond loopback). */
  publicUrlIsDefault: boolean;
}

export class ConfigError extends Error {}

/** Loads `.env` from the working directory when present (Node's own parser; no dependency). */
export function loadDotEnv(cwd = process.cwd()): void {
  const file = path.join(cwd, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function parseEnv(source: EnvSource): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${key}: ${issue?.message ?? 'bad value'}. Fix it in .env or the environment (see .env.example).`);
  }
  return result.data;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomUUID() + crypto.randomUUID();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment and prepares DATA_DIR. Throws ConfigError with one clear line. */
export function loadConfig(source: EnvSource = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadDir = path.join(dataDir, 'uploads');
  try {
    fs.mkdirSync(uploadDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be created (${(error as NodeJS.ErrnoException).code}). Point DATA_DIR at a writable folder.`);
  }
  // Every module reaches the uploads through uploadDir (uploads/storageRegistry.ts): the bucket, or the folder itself.
  placeStorage(
    uploadDir,
    env.S3_BUCKET
      ? s3Storage({ bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, prefix: env.S3_PREFIX })
      : localStorage(uploadDir),
  );
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required in production with DATABASE_URL (at least 32 characters, shared by every instance).');
  }
  const dialect = env.DATABASE_URL ? 'mysql' : 'sqlite';
  return {
    ...env,
    dataDir,
    uploadDir,
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    dialect,
    // Demo accounts never reach a MySQL database by themselves: `npm run seed:demo` does that.
    seedDemo: dialect === 'sqlite' && (env.SEED_DEMO ?? env.NODE_ENV !== 'test'),
    publicUrl: publicUrlOf(env.PUBLIC_URL, env.PORT),
    publicUrlIsDefault: env.PUBLIC_URL === undefined,
  };
}
