import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/connect.ts';
import type { ImageLimits } from './images/imageStore.ts';
import type { S3Storage } from './adapters/s3ImageBytes.ts';
import { DEFAULT_UPLOAD_LIMIT } from './images/uploadLimit.ts';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './payments/paymentProvider.ts';
import { UNPAID_ORDER_MINUTES } from '../src/domain/orderStatus.ts';

/** Argon2id cost. Production uses OWASP's recommended floor; tests pass cheaper values. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything `buildApp` needs; `main.ts` fills it from the environment, tests build it directly. */
export interface AppConfig {
  dataDir: string;
  /** `postgres://…` to use PostgreSQL; unset for the embedded SQLite file in `dataDir`. */
  databaseUrl?: string;
  /** A PostgreSQL schema to work in (tests give each file its own); the default is `public`. */
  pgSchema?: string;
  jwtSecret: string;
  /** How long a login token lives, in jose's notation (`7d`, `2h`). */
  jwtExpiry?: string;
  appUrl: string;
  smtpUrl?: string;
  admin?: { email: string; password: string };
  /** Fill an empty database with the demo catalogue, accounts and orders. */
  seedDemo?: boolean;
  /**
   * The demo shop opens all day every day instead of a real shop's hours: for runs that order at any
   * hour (the end-to-end journeys, the benchmarks), never for `npm start`'s demo.
   */
  demoOpenAllDay?: boolean;
  /** Refuse to start while a demo account still has its published password (production). */
  refuseDemoAccounts?: boolean;
  logLevel?: LogLevel;
  passwordHashing?: PasswordHashing;
  /** The built web app (`dist/web`): served with an index.html fallback when the folder exists. */
  webRoot?: string;
  /**
   * Proxies in front of the server (0: none, use the socket's address). With N, the client is the
   * address N hops back in X-Forwarded-For: the right-most one no trusted proxy wrote, never the
   * left-most one a client can forge. Login throttling is per address.
   */
  trustProxyHops?: number;
  mailFrom?: string;
  /** How long a process may reuse a catalogue answer (ms); 0, the default, turns the cache off. */
  catalogueCacheMs?: number;
  /** How PostgreSQL lists this server's connections; tests set their own to find (and cut) only theirs. */
  pgApplicationName?: string;
  /** Bounds on waiting for PostgreSQL (connect, statement, answer); tests shorten them. */
  databaseTimeouts?: DatabaseTimeouts;
  /** Image work: decodes at once, waiting uploads, uploads per user per window. */
  images?: ImageLimits;
  /** Picture bytes in an S3-compatible bucket instead of the database's images table. */
  s3?: S3Storage;
  /** How often an idle event stream gets a comment line (ms); tests make it short. Default 20 s. */
  eventHeartbeatMs?: number;
  /** How long after a move the queue's places are told (server/events/queuePlaces.ts); tests lengthen it. */
  queuePlacesDelayMs?: number;
  /** Who takes the money (docs/architecture.md, "Payments"); the default is `manual`. */
  payments?: PaymentConfig;
  /** How long an order may stay unpaid before the server cancels it (minutes); 30 by default. */
  unpaidOrderMinutes?: number;
  /** Sign in with Google (docs/architecture.md, "Sign in with Google"); absent: no Google sign-in. */
  google?: GoogleConfig;
  /** The time source; tests pass a fixed clock to check the delivery window. */
  clock?: () => Date;
}

export interface PaymentConfig {
  provider: PaymentProviderName;
  /** How long the simulator takes to send its notification (ms). */
  simulatorDelayMs?: number;
  midtrans?: { serverKey: string; apiUrl: string; timeoutMs?: number };
}

/** The web client registered at Google (or any OpenID provider: tests use a local one). */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** The provider's issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** How long a request to the provider may take (seconds); 10 by default. */
  timeoutSeconds?: number;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** A configuration problem that stops the server; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a port number (1-65535)' })
    .int({ error: 'PORT must be a port number (1-65535)' })
    .min(1, { error: 'PORT must be a port number (1-65535)' })
    .max(65535, { error: 'PORT must be a port number (1-65535)' })
    .default(3000),
  HOST: z.string().min(1, { error: 'HOST must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  APP_URL: z.url({ error: 'APP_URL must be an http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters' }).optional(),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'SEED_DEMO must be true or false' }).optional(),
  DEMO_OPEN_ALL_DAY: z.enum(['true', 'false'], { error: 'DEMO_OPEN_ALL_DAY must be true or false' }).default('false'),
  NODE_ENV: z.string().optional(),
  ALLOW_DEMO_ACCOUNTS: z
    .enum(['true', 'false'], { error: 'ALLOW_DEMO_ACCOUNTS must be true or false' })
    .default('false'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_ROOT: z.string().min(1).default('dist/web'),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'TRUST_PROXY_HOPS must be the number of proxies in front of the server (0 to 10)' })
    .int({ error: 'TRUST_PROXY_HOPS must be the number of proxies in front of the server (0 to 10)' })
    .min(0, { error: 'TRUST_PROXY_HOPS must be the number of proxies in front of the server (0 to 10)' })
    .max(10, { error: 'TRUST_PROXY_HOPS must be the number of proxies in front of the server (0 to 10)' })
    .default(0),
  // The old switch trusted the left-most, forgeable address: refuse it rather than ignore it.
  TRUST_PROXY: z.never({ error: 'TRUST_PROXY is replaced by TRUST_PROXY_HOPS, the number of proxies' }).optional(),
  MAIL_FROM: z.string().min(3, { error: 'MAIL_FROM must be a sender address' }).optional(),
  CATALOGUE_CACHE_MS: z.coerce
    .number({ error: 'CATALOGUE_CACHE_MS must be a number of milliseconds (0 turns it off)' })
    .int({ error: 'CATALOGUE_CACHE_MS must be a number of milliseconds (0 turns it off)' })
    .min(0, { error: 'CATALOGUE_CACHE_MS must be a number of milliseconds (0 turns it off)' })
    .max(60_000, { error: 'CATALOGUE_CACHE_MS must be at most 60000' })
    .default(1000),
  UPLOAD_RATE_LIMIT: z.coerce
    .number({ error: 'UPLOAD_RATE_LIMIT must be a number of uploads per user per 10 minutes' })
    .int({ error: 'UPLOAD_RATE_LIMIT must be a number of uploads per user per 10 minutes' })
    .min(1, { error: 'UPLOAD_RATE_LIMIT must be at least 1' })
    .default(DEFAULT_UPLOAD_LIMIT.max),
  IMAGE_DECODE_CONCURRENCY: z.coerce
    .number({ error: 'IMAGE_DECODE_CONCURRENCY must be a number of decodes at once' })
    .int({ error: 'IMAGE_DECODE_CONCURRENCY must be a number of decodes at once' })
    .min(1, { error: 'IMAGE_DECODE_CONCURRENCY must be at least 1' })
    .max(64, { error: 'IMAGE_DECODE_CONCURRENCY must be at most 64' })
    .optional(),
  // S3's bucket naming rules: 3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL of an S3-compatible service' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'S3_REGION must be a region name such as us-east-1' })
    .default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}` })
    .optional(),
  ALLOW_PAYMENT_SIMULATOR: z
    .enum(['true', 'false'], { error: 'ALLOW_PAYMENT_SIMULATOR must be true or false' })
    .default('false'),
  PAYMENT_SIMULATOR_DELAY_MS: z.coerce
    .number({ error: 'PAYMENT_SIMULATOR_DELAY_MS must be a number of milliseconds (0 to 60000)' })
    .int({ error: 'PAYMENT_SIMULATOR_DELAY_MS must be a number of milliseconds (0 to 60000)' })
    .min(0, { error: 'PAYMENT_SIMULATOR_DELAY_MS must be a number of milliseconds (0 to 60000)' })
    .max(60_000, { error: 'PAYMENT_SIMULATOR_DELAY_MS must be a number of milliseconds (0 to 60000)' })
    .default(1500),
  MIDTRANS_SERVER_KEY: z
    .string()
    .min(8, { error: 'MIDTRANS_SERVER_KEY must be the server key from Midtrans’s dashboard' })
    .optional(),
  UNPAID_ORDER_MINUTES: z.coerce
    .number({ error: 'UNPAID_ORDER_MINUTES must be a number of minutes (1 to 1440)' })
    .int({ error: 'UNPAID_ORDER_MINUTES must be a number of minutes (1 to 1440)' })
    .min(1, { error: 'UNPAID_ORDER_MINUTES must be a number of minutes (1 to 1440)' })
    .max(1440, { error: 'UNPAID_ORDER_MINUTES must be a number of minutes (1 to 1440)' })
    .default(UNPAID_ORDER_MINUTES),
  GOOGLE_CLIENT_ID: z.string().min(8, { error: 'GOOGLE_CLIENT_ID must be the OAuth client id from Google' }).optional(),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .min(8, { error: 'GOOGLE_CLIENT_SECRET must be the OAuth client secret from Google' })
    .optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http(s) URL' }).optional(),
  MIDTRANS_API_URL: z
    .url({ protocol: /^https?$/, error: 'MIDTRANS_API_URL must be an http(s) URL' })
    .default('https://api.sandbox.midtrans.com'),
});

export interface ServerConfig {
  app: AppConfig;
  port: number;
  host: string;
}

/** Empty variables count as unset, as shells and .env files often leave them. */
function presentOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

export interface StartOptions {
  /**
   * The demo shop is wanted unless SEED_DEMO says otherwise (`npm start` passes `--demo`).
   * A production start ignores it: there only SEED_DEMO=true seeds.
   */
  demo?: boolean;
}

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function configFromEnv(env: NodeJS.ProcessEnv, options: StartOptions = {}): ServerConfig {
  const parsed = envSchema.safeParse(presentOnly(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const vars = parsed.data;
  if (!!vars.ADMIN_EMAIL !== !!vars.ADMIN_PASSWORD) {
    const missing = vars.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError(`Invalid configuration: ${missing}: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither`);
  }
  for (const name of ['S3_ENDPOINT', 'S3_REGION'] as const) {
    if (env[name] && !vars.S3_BUCKET) {
      throw new ConfigError(`Invalid configuration: S3_BUCKET: ${name} is set, so S3_BUCKET must name the bucket`);
    }
  }
  // One key without the other would reach S3 as an anonymous or half-signed request; say so at start.
  if (!!vars.AWS_ACCESS_KEY_ID !== !!vars.AWS_SECRET_ACCESS_KEY) {
    const missing = vars.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    throw new ConfigError(
      `Invalid configuration: ${missing}: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither`,
    );
  }
  if (vars.APP_URL && !/^https?:/.test(vars.APP_URL)) {
    throw new ConfigError('Invalid configuration: APP_URL: APP_URL must be an http(s) URL');
  }
  // A production shop must never come up with a published admin password: no demo data unless
  // SEED_DEMO=true says so, and then only with ALLOW_DEMO_ACCOUNTS=true acknowledging the accounts.
  const production = vars.NODE_ENV === 'production';
  const allowDemoAccounts = vars.ALLOW_DEMO_ACCOUNTS === 'true';
  const seedDemo = vars.SEED_DEMO ? vars.SEED_DEMO === 'true' : !production && options.demo === true;
  if (production && seedDemo && !allowDemoAccounts) {
    throw new ConfigError(
      'Invalid configuration: ALLOW_DEMO_ACCOUNTS: SEED_DEMO=true with NODE_ENV=production creates demo accounts with published passwords; set ALLOW_DEMO_ACCOUNTS=true to accept that',
    );
  }
  // The simulator takes no money: a production shop runs it only when it says so.
  if (production && vars.PAYMENT_PROVIDER === 'simulator' && vars.ALLOW_PAYMENT_SIMULATOR !== 'true') {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_PROVIDER: the simulator takes no real money; with NODE_ENV=production set ALLOW_PAYMENT_SIMULATOR=true to run it anyway',
    );
  }
  if (vars.PAYMENT_PROVIDER === 'midtrans' && !vars.MIDTRANS_SERVER_KEY) {
    throw new ConfigError('Invalid configuration: MIDTRANS_SERVER_KEY: PAYMENT_PROVIDER=midtrans needs the server key');
  }
  // Google's web clients authenticate with their secret at the token endpoint: both, or neither.
  if (!!vars.GOOGLE_CLIENT_ID !== !!vars.GOOGLE_CLIENT_SECRET) {
    const missing = vars.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError(
      `Invalid configuration: ${missing}: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither`,
    );
  }
  if (vars.OIDC_ISSUER && !vars.GOOGLE_CLIENT_ID) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID: OIDC_ISSUER is set, so GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be too',
    );
  }
  if (vars.OIDC_ISSUER && !isSecureIssuer(vars.OIDC_ISSUER)) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER: the issuer must be an https URL (plain http only on localhost)',
    );
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  const jwtSecret = vars.JWT_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    app: {
      dataDir,
      databaseUrl: vars.DATABASE_URL,
      jwtSecret,
      appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
      smtpUrl: vars.SMTP_URL,
      admin:
        vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
          ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
          : undefined,
      seedDemo,
      demoOpenAllDay: vars.DEMO_OPEN_ALL_DAY === 'true',
      refuseDemoAccounts: production && !allowDemoAccounts,
      logLevel: vars.LOG_LEVEL,
      webRoot: path.resolve(vars.WEB_ROOT),
      trustProxyHops: vars.TRUST_PROXY_HOPS,
      mailFrom: vars.MAIL_FROM,
      catalogueCacheMs: vars.CATALOGUE_CACHE_MS,
      images: {
        decodeConcurrency: vars.IMAGE_DECODE_CONCURRENCY,
        uploadLimit: { max: vars.UPLOAD_RATE_LIMIT, windowMs: DEFAULT_UPLOAD_LIMIT.windowMs },
      },
      // Credentials stay with the SDK's own chain (these variables, a profile, an instance role).
      s3: vars.S3_BUCKET ? { bucket: vars.S3_BUCKET, endpoint: vars.S3_ENDPOINT, region: vars.S3_REGION } : undefined,
      payments: {
        // The demo shop (`npm start`) shows the real flow (a QR, an account, a card page) through the
        // simulator; a plain start takes payment as the old site did.
        provider: vars.PAYMENT_PROVIDER ?? (!production && seedDemo && options.demo === true ? 'simulator' : 'manual'),
        simulatorDelayMs: vars.PAYMENT_SIMULATOR_DELAY_MS,
        ...(vars.MIDTRANS_SERVER_KEY
          ? { midtrans: { serverKey: vars.MIDTRANS_SERVER_KEY, apiUrl: vars.MIDTRANS_API_URL } }
          : {}),
      },
      unpaidOrderMinutes: vars.UNPAID_ORDER_MINUTES,
      ...(vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: vars.GOOGLE_CLIENT_ID,
              clientSecret: vars.GOOGLE_CLIENT_SECRET,
              issuer: vars.OIDC_ISSUER ?? GOOGLE_ISSUER,
            },
          }
        : {}),
    },
  };
}

/** An issuer over https, or over plain http on this machine (a local issuer in tests and development). */
export function isSecureIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The signing key is generated once and kept beside the data, so tokens survive restarts.
 * Several processes sharing PostgreSQL must share JWT_SECRET instead.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR: cannot create ${dataDir} (${(error as Error).message})`);
  }
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR: cannot write ${file} (${(error as Error).message})`);
  }
  return secret;
}
