import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../db/connect.ts';

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
});
