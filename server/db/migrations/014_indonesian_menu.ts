import type { Kysely, Migration } from 'kysely';

/**
 * The menu in Bahasa Indonesia (docs/product.md, "Languages"): a product's name and description, an
 * option group's name and a choice's name may each have an Indonesian text beside the English one.
 * Null means none: the pages show the English text. The English columns keep their meaning and stay
 * required; an order line's snapshot of its choices is not touched (a record of what was ordered).
 */
export const indonesianMenuMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('products').addColumn('name_indonesian', 'text').execute();
    await db.schema.alterTable('products').addColumn('description_indonesian', 'text').execute();
    await db.schema.alterTable('option_groups').addColumn('name_indonesian', 'text').execute();
    await db.schema.alterTable('option_choices').addColumn('name_indonesian', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('option_choices').dropColumn('name_indonesian').execute();
    await db.schema.alterTable('option_groups').dropColumn('name_indonesian').execute();
    await db.schema.alterTable('products').dropColumn('description_indonesian').execute();
    await db.schema.alterTable('products').dropColumn('name_indonesian').execute();
  },
};
