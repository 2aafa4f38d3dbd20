import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../db/connect.ts';
import { literal } from '../db/literal.ts';
import type { Database } from '../db/schema.ts';

describe('what the speed tricks keep doing', () => {
  it('keeps one SQLite statement per SQL text, and begins transactions IMMEDIATE', () => {
    const sqlite = new SQLite(':memory:');
    try {
      const cached = withStatementCache(sqlite);
      expect(cached.prepare('select 1')).toBe(cached.prepare('select 1'));
      expect((cached.prepare('begin') as unknown as SQLite.Statement).source).toBe('begin immediate');
    } finally {
      sqlite.close();
    }
  });

  it('writes the shop’s fixed values into the statement, quotes doubled, so SQLite matches a partial index once', () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const { sql, parameters } = db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', 7)
      .where('state', '=', literal("it's due"))
      .compile();
    expect(sql).toMatch(/"state" = 'it''s due'$/);
    expect(parameters).toEqual([7]);
  });
});
