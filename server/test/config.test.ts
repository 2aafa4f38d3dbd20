import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../config.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('configFromEnv', () => {
  it('has working defaults and keeps one generated JWT secret in DATA_DIR', async () => {
    const config = configFromEnv({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.app.appUrl).toBe('http://localhost:3000');
    expect(config.app.databaseUrl).toBeUndefined();
    expect(config.app.seedDemo).toBe(false);
    expect(config.app.refuseDemoAccounts).toBe(false);
    expect(config.app.catalogueCacheMs).toBe(1000);
    expect(config.app.trustProxyHops).toBe(0);
    expect(config.app.webRoot).toBe(path.resolve('dist/web'));
    expect(config.app.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(config.app.jwtSecret);
    expect(configFromEnv({ DATA_DIR: dataDir }).app.jwtSecret).toBe(config.app.jwtSecret);
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      PORT: '8080',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      JWT_SECRET: 's'.repeat(40),
      APP_URL: 'https://coffee.example/',
      SMTP_URL: 'smtp://mail:25',
      ADMIN_EMAIL: 'boss@coffee.example',
      ADMIN_PASSWORD: 'very-secret',
      TRUST_PROXY_HOPS: '2',
    });
    expect(config).toMatchObject({
      port: 8080,
      app: {
        databaseUrl: 'postgres://shop@db:5432/shop',
        jwtSecret: 's'.repeat(40),
        appUrl: 'https://coffee.example',
        smtpUrl: 'smtp://mail:25',
        admin: { email: 'boss@coffee.example', password: 'very-secret' },
        trustProxyHops: 2,
      },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ APP_URL: 'ftp://files.example' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'boss@coffee.example' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'boss@coffee.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CATALOGUE_CACHE_MS: '-1' }, 'CATALOGUE_CACHE_MS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ALLOW_DEMO_ACCOUNTS: 'yes' }, 'ALLOW_DEMO_ACCOUNTS'],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, 'ALLOW_DEMO_ACCOUNTS'],
    [{ TRUST_PROXY_HOPS: 'yes' }, 'TRUST_PROXY_HOPS'],
    [{ TRUST_PROXY_HOPS: '-1' }, 'TRUST_PROXY_HOPS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY_HOPS'],
    [{ GOOGLE_CLIENT_ID: 'client-1234.apps.googleusercontent.com' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'secret-1234' }, 'GOOGLE_CLIENT_ID'],
    [{ OIDC_ISSUER: 'https://accounts.google.com' }, 'GOOGLE_CLIENT_ID'],
    [{ GOOGLE_CLIENT_ID: 'client-1234', GOOGLE_CLIENT_SECRET: 'secret-1234', OIDC_ISSUER: 'nope' }, 'OIDC_ISSUER'],
    [
      { GOOGLE_CLIENT_ID: 'client-1234', GOOGLE_CLIENT_SECRET: 'secret-1234', OIDC_ISSUER: 'http://idp.example' },
      'OIDC_ISSUER',
    ],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => configFromEnv({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => configFromEnv({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('sets up sign in with Google with both the client id and secret, at Google unless OIDC_ISSUER says otherwise', () => {
    const both = { DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'client-1234', GOOGLE_CLIENT_SECRET: 'secret-1234' };
    expect(configFromEnv({ DATA_DIR: dataDir }).app.google).toBeUndefined();
    expect(configFromEnv(both).app.google).toEqual({
      clientId: 'client-1234',
      clientSecret: 'secret-1234',
      issuer: 'https://accounts.google.com',
    });
    expect(configFromEnv({ ...both, OIDC_ISSUER: 'http://127.0.0.1:4555' }).app.google?.issuer).toBe(
      'http://127.0.0.1:4555',
    );
  });

  describe('demo data', () => {
    const demo = (env: NodeJS.ProcessEnv, options?: { demo?: boolean }) => {
      const { seedDemo, refuseDemoAccounts } = configFromEnv({ DATA_DIR: dataDir, ...env }, options).app;
      return { seedDemo, refuseDemoAccounts };
    };

    it('comes only when asked for: by SEED_DEMO, or by --demo (npm start) unless SEED_DEMO says no', () => {
      expect(demo({})).toEqual({ seedDemo: false, refuseDemoAccounts: false });
      expect(demo({ SEED_DEMO: 'true' })).toEqual({ seedDemo: true, refuseDemoAccounts: false });
      expect(demo({}, { demo: true })).toEqual({ seedDemo: true, refuseDemoAccounts: false });
      expect(demo({ SEED_DEMO: 'false' }, { demo: true })).toEqual({ seedDemo: false, refuseDemoAccounts: false });
    });

    it('never comes in production unless SEED_DEMO=true, and production refuses demo accounts unless allowed', () => {
      expect(demo({ NODE_ENV: 'production' }, { demo: true })).toEqual({ seedDemo: false, refuseDemoAccounts: true });
      expect(demo({ NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: 'true' })).toEqual({
        seedDemo: false,
        refuseDemoAccounts: false,
      });
      expect(demo({ NODE_ENV: 'production', SEED_DEMO: 'true', ALLOW_DEMO_ACCOUNTS: 'true' })).toEqual({
        seedDemo: true,
        refuseDemoAccounts: false,
      });
    });
  });
});
