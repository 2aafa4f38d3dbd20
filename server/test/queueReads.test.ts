import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueOrdersQuery } from '../orders/queuePosition.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reading the kitchen’s queue', () => {
  // Every order event reads the queue; the orders table holds every order ever made
  // (docs/benchmarks.md, "Settlements without reading every order").
  it('reads the paid and the preparing orders through their partial indexes, not the whole orders table', async () => {
    const { sql: text, parameters } = queueOrdersQuery(t.app.ctx.db).compile();
    let plan: string;
    if (t.app.ctx.dialect === 'postgres') {
      // A test's tables are tiny, and PostgreSQL reads a tiny table whole: forbid that to see what it could use.
      plan = await t.app.ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${text}`).execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    } else {
      const { rows } = await sql.raw<{ detail: string }>(`explain query plan ${text}`).execute(t.app.ctx.db);
      plan = rows.map((row) => row.detail).join('\n');
      expect(plan).not.toMatch(/SCAN orders$/m);
    }
    expect(parameters).toEqual([]);
    expect(plan).toContain('orders_paid_index');
    expect(plan).toContain('orders_preparing_index');
  });
});
