import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { initialMigration } from '../db/migrations/001_initial.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { createSchema, testDatabase } from './support/testApp.ts';

let db: Db;
let dialect: DialectName;
let pgSchema: string | undefined;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-shop-migration-'));
  let drop = async () => {};
  if (testDatabase === 'postgres') {
    const created = await createSchema(process.env.DATABASE_URL!);
    pgSchema = created.schema;
    drop = created.drop;
  }
  ({ db, dialect } = connectDatabase({
    dataDir,
    databaseUrl: testDatabase === 'postgres' ? process.env.DATABASE_URL : undefined,
    pgSchema,
  }));
  cleanUp = async () => {
    await db.destroy();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanUp());

it('adds the live-order tables to a shop that already has orders, and backfills missing payment times', async () => {
  // The shop as it was before: only the first migration.
  const before = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '001_initial': initialMigration(dialect) }) },
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  expect((await before.migrateToLatest()).error).toBeUndefined();
  const stamp = '2026-11-20T08:00:00.000Z';
  const user = await db
    .insertInto('users')
    .values({ email: 'old@shop.test', password_hash: 'x', role_id: 2, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = (status: string, paidAt: string | null) => ({
    user_id: user.id,
    status,
    delivery_method: 'dine in',
    subtotal: 1,
    tax_fee: 0,
    shipping: 0,
    total: 1,
    created_at: stamp,
    updated_at: '2026-11-20T08:05:00.000Z',
    paid_at: paidAt,
  });
  // Written with the old columns only, as the old server did.
  const ids = [];
  for (const values of [order('paid', null), order('done', '2026-11-20T08:01:00.000Z'), order('new order', null)]) {
    ids.push((await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow()).id);
  }

  await migrateToLatest(db, dialect, pgSchema);
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'paid_at', 'preparing_at', 'ready_at'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: ids[0], paid_at: '2026-11-20T08:05:00.000Z', preparing_at: null, ready_at: null },
    { id: ids[1], paid_at: '2026-11-20T08:01:00.000Z', preparing_at: null, ready_at: null },
    { id: ids[2], paid_at: null, preparing_at: null, ready_at: null },
  ]);
  for (const table of ['carts', 'events', 'event_tickets']) {
    await expect(sql`select count(*) as n from ${sql.table(table)}`.execute(db)).resolves.toBeTruthy();
  }
});
