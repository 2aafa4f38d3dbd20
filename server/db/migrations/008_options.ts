import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.ts';
import { withIdFor } from './withId.ts';

/**
 * Customisations (docs/architecture.md, "Customisations"): option groups shared by products, their
 * choices, which groups a product offers, and what each order line chose, kept as a snapshot (names
 * and prices as they were) so a later menu change never alters a past order. Products and choices can
 * be sold out for a while without being edited.
 */
export function optionsMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('option_groups'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('min', 'integer', (col) => col.notNull())
        .addColumn('max', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        // A group past orders used is kept (for their records) when the shop deletes it.
        .addColumn('deleted_at', 'text')
        .execute();

      await withId(db.schema.createTable('option_choices'))
        .addColumn('group_id', 'integer', (col) => col.notNull().references('option_groups.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sold_out', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema.createIndex('option_choices_group_index').on('option_choices').column('group_id').execute();

      await db.schema
        .createTable('product_option_groups')
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
        .addColumn('group_id', 'integer', (col) => col.notNull().references('option_groups.id'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('product_option_groups_pk', ['product_id', 'group_id'])
        .execute();
      await db.schema
        .createIndex('product_option_groups_group_index')
        .on('product_option_groups')
        .column('group_id')
        .execute();

      await db.schema
        .alterTable('products')
        .addColumn('sold_out', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order_details').addColumn('note', 'text').execute();

      await withId(db.schema.createTable('order_detail_options'))
        .addColumn('order_detail_id', 'integer', (col) => col.notNull().references('order_details.id'))
        // Which choice it was, so a group past orders used is known; the words and price are the snapshot.
        .addColumn('choice_id', 'integer', (col) => col.notNull().references('option_choices.id'))
        .addColumn('group_name', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('is_default', 'integer', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('order_detail_options_line_index')
        .on('order_detail_options')
        .column('order_detail_id')
        .execute();
      await db.schema
        .createIndex('order_detail_options_choice_index')
        .on('order_detail_options')
        .column('choice_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('order_detail_options').ifExists().execute();
      await db.schema.alterTable('order_details').dropColumn('note').execute();
      await db.schema.alterTable('products').dropColumn('sold_out').execute();
      await db.schema.dropTable('product_option_groups').ifExists().execute();
      await db.schema.dropTable('option_choices').ifExists().execute();
      await db.schema.dropTable('option_groups').ifExists().execute();
    },
  };
}
