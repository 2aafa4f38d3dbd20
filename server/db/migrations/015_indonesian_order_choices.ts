import type { Kysely, Migration } from 'kysely';

/**
 * An order line's choices keep their Indonesian names beside the English ones (docs/product.md,
 * "Languages"): the snapshot checkout writes takes the group's and the choice's `name_indonesian` as
 * they were, so an Indonesian page shows a past order's choices as ordered. Null means none was given
 * (or the order is older than this): the pages show the English name, which stays the record.
 */
export const indonesianOrderChoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_detail_options').addColumn('group_name_indonesian', 'text').execute();
    await db.schema.alterTable('order_detail_options').addColumn('name_indonesian', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_detail_options').dropColumn('name_indonesian').execute();
    await db.schema.alterTable('order_detail_options').dropColumn('group_name_indonesian').execute();
  },
};
