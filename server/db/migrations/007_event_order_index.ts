import type { Kysely, Migration } from 'kysely';

/**
 * An index on events by order: every order event looks up what each queued order was last told
 * (docs/architecture.md, "Live orders"), and without it the lookup read the whole events table, which
 * grows with every order of the day (docs/benchmarks.md, payments).
 */
export const eventOrderIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('events_order_index').on('events').columns(['order_id', 'id']).execute();
  },
};
