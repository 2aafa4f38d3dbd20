import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { checkpointInThread } from './checkpointThread.ts';
import { isDatabaseUnavailable } from './databaseUnavailable.ts';
import type { Database, Db, DialectName } from './schema.ts';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
}

/** Bounds on waiting for PostgreSQL, so an outage answers 503 quickly instead of hanging requests. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** The server cancels a statement running longer (`statement_timeout`). */
  statementMs: number;
  /** The client gives up on an answer that never comes (a network cut the server cannot see). */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 15_000, queryMs: 20_000 };

export interface ConnectOptions {
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
  /** How PostgreSQL lists this server's connections (`pg_stat_activity.application_name`). */
  pgApplicationName?: string;
  databaseTimeouts?: DatabaseTimeouts;
  /** Where a connection lost outside any query is reported (pg raises it outside any request). */
  onConnectionLost?: (error: Error) => void;
}

const STATEMENT_CACHE_SIZE = 500;

/** The most a WAL file keeps after a checkpoint: 64 MB. */
const JOURNAL_SIZE_LIMIT = 67_108_864;

/**
 * Kysely prepares every query afresh; better-sqlite3 statements are reusable, so keep them.
 * The cache is bounded because search terms are parameters, not SQL, so few distinct texts exist.
 * What it buys (2026-11-24, paired in-process medians): two catalogue statements run in 8.7 µs
 * from the cache against 20.1 µs prepared each time, about 6 µs per query.
 *
 * Transactions start IMMEDIATE: every transaction here writes, and taking the write lock up
 * front makes a second process wait (busy_timeout) instead of failing when a read lock
 * cannot be upgraded. Kysely's SQLite dialect has no option for it, so its `begin` is rewritten
 * here. Pinned by statementCache.test.ts, and by concurrency.test.ts, whose buyers racing through three
 * processes get SQLITE_BUSY 500s with a plain `begin`.
 */
export function withStatementCache(sqlite: SQLite.Database, onClose?: () => void): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      sqlite.close();
      onClose?.();
    },
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = sqlite.prepare(sql === 'begin' ? 'begin immediate' : sql) as unknown as SqliteStatement;
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Hands Kysely the pool's clients (plain queries only: no cursors are used), but a client whose query failed because the connection is
 * lost or timed out goes back as broken, so the pool closes it. pg would otherwise reuse a
 * client whose timed-out query is still in flight (or whose transaction is still open on the
 * server) for the next request.
 */
function discardingBrokenClients(pool: pg.Pool, onError: (error: Error) => void): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, { client: PostgresPoolClient; broken: Error | undefined }>();
  return {
    async connect() {
      const raw = await pool.connect();
      let entry = wrappers.get(raw);
      if (!entry) {
        const state: { client: PostgresPoolClient; broken: Error | undefined } = {
          broken: undefined,
          client: {
            query: ((text: string, parameters: readonly unknown[]) =>
              raw.query(text, [...parameters]).catch((error: unknown) => {
                if (isDatabaseUnavailable(error)) state.broken = error as Error;
                throw error;
              })) as unknown as PostgresPoolClient['query'],
            release: () => {
              const broken = state.broken;
              state.broken = undefined;
              raw.release(broken);
            },
          },
        };
        // A connection lost while checked out but between queries is an 'error' event on the
        // client, which the pool only listens to while it is idle; unheard, it stops the process.
        raw.on('error', (error) => {
          state.broken = error;
          onError(error);
        });
        entry = state;
        wrappers.set(raw, entry);
      }
      return entry.client;
    },
    end: () => pool.end(),
  };
}

/** The embedded SQLite file in DATA_DIR (WAL), or PostgreSQL when a URL is given. */
export function connectDatabase({
  dataDir,
  databaseUrl,
  pgSchema,
  pgApplicationName,
  databaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
  onConnectionLost,
}: ConnectOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      application_name: pgApplicationName ?? 'coffee-shop',
      connectionTimeoutMillis: databaseTimeouts.connectMs,
      statement_timeout: databaseTimeouts.statementMs,
      query_timeout: databaseTimeouts.queryMs,
      // Notices a peer that vanished without closing (a cut network) on idle connections too.
      keepAlive: true,
      // A test file works in its own schema; search_path points every query there.
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    // A pooled connection the server ends while idle (restart, pg_terminate_backend) is an
    // 'error' event; unheard, it would stop the process. The pool replaces it on next use.
    const reportLost = (error: Error) => onConnectionLost?.(error);
    pool.on('error', reportLost);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool, reportLost) }) }),
      dialect: 'postgres',
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'coffee-shop.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // WAL with NORMAL is durable across application crashes; only a power cut may lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The checkpoint thread copies the WAL into the file four times a second, off the requests' thread
  // (./checkpointThread.ts); this connection's own checkpoint, run inside the commit that crosses
  // ~64 MB of WAL, is only the backstop should the thread stop. The WAL file is trimmed back to 64 MB
  // at most after a checkpoint.
  sqlite.pragma('wal_autocheckpoint = 16000');
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
  const release = checkpointInThread(file, JOURNAL_SIZE_LIMIT);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, release) }) }),
    dialect: 'sqlite',
  };
}

/** Unique-constraint violations look different per driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
