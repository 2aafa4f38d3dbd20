import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The shop's settings (docs/architecture.md, "Shop hours"; docs/decisions/0027-shop-settings.md): one
 * row (id 1) with a typed column per setting, so one read gives them all and an update changes them in
 * one statement. The weekly hours, the closed dates and the delivery days are JSON lists (always read
 * and written whole). The row is written here with the contract's defaults: open every day 00:00–24:00,
 * no closed dates, tax 10 %, shipping 10000, home delivery Monday–Friday 13:00–19:00, taking orders.
 */
export const shopSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shop_settings')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('hours', 'text', (col) => col.notNull())
      .addColumn('closed_dates', 'text', (col) => col.notNull())
      .addColumn('tax_rate_percent', 'integer', (col) => col.notNull())
      .addColumn('shipping_fee', 'integer', (col) => col.notNull())
      .addColumn('delivery_days', 'text', (col) => col.notNull())
      .addColumn('delivery_start', 'text', (col) => col.notNull())
      .addColumn('delivery_end', 'text', (col) => col.notNull())
      .addColumn('accepting_orders', 'integer', (col) => col.notNull())
      .addColumn('pause_reason', 'text')
      .addColumn('paused_until', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));
    await db
      .insertInto('shop_settings' as never)
      .values({
        id: 1,
        hours: JSON.stringify(allDay),
        closed_dates: '[]',
        tax_rate_percent: 10,
        shipping_fee: 10000,
        delivery_days: '[1,2,3,4,5]',
        delivery_start: '13:00',
        delivery_end: '19:00',
        accepting_orders: 1,
        pause_reason: null,
        paused_until: null,
        updated_at: new Date().toISOString(),
      } as never)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('shop_settings').ifExists().execute();
  },
};
