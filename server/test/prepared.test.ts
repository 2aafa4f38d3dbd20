import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from '../db/connect.ts';
import { prepareQuery } from '../db/prepared.ts';
import { checkoutStatements } from '../orders/checkoutStatements.ts';
import { createTestApp, insertProduct, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepareQuery', () => {
  it('binds each run’s values, repeats a slot and keeps constants', async () => {
    const cheap = await insertProduct(t.app, { name: 'Prepared Cheap', price: 10000, stock: 5 });
    const dear = await insertProduct(t.app, { name: 'Prepared Dear', price: 40000, stock: 5 });
    const query = prepareQuery((p) =>
      t.app.ctx.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('price', '>=', p<number>(0))
        .where('stock', '>=', p<number>(1))
        .where('name', 'like', 'Prepared%')
        .where('price', '<=', p<number>(0))
        .orderBy('id'),
    );
    expect((await query.run(t.app.ctx.db, [10000, 1])).rows).toEqual([{ id: cheap.id, name: 'Prepared Cheap' }]);
    expect((await query.run(t.app.ctx.db, [40000, 1])).rows).toEqual([{ id: dear.id, name: 'Prepared Dear' }]);
    expect((await query.run(t.app.ctx.db, [40000, 6])).rows).toEqual([]);
  });

  it('runs inside a transaction and reports affected rows', async () => {
    const product = await insertProduct(t.app, { stock: 3 });
    const take = prepareQuery((p) =>
      t.app.ctx.db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', p<number>(0)) }))
        .where('id', '=', p<number>(1))
        .where('stock', '>=', p<number>(0)),
    );
    await t.app.ctx.db.transaction().execute(async (trx) => {
      expect((await take.run(trx, [2, product.id])).numAffectedRows).toBe(1n);
      expect((await take.run(trx, [2, product.id])).numAffectedRows).toBe(0n);
    });
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(1);
  });
});

describe('what the speed tricks keep doing', () => {
  it('builds and compiles a prepared query once, however often it runs', async () => {
    let builds = 0;
    const query = prepareQuery((p) => {
      builds += 1;
      return t.app.ctx.db.selectFrom('products').select('id').where('id', '=', p<number>(0));
    });
    for (let i = 0; i < 5; i++) await query.run(t.app.ctx.db, [i]);
    expect(builds).toBe(1);
    // The checkout's own statements are built once per database.
    expect(checkoutStatements(t.app.ctx.db)).toBe(checkoutStatements(t.app.ctx.db));
  });

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
