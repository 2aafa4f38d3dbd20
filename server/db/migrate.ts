import { Migrator, sql, type Migration } from 'kysely';
import { initialMigration } from './migrations/001_initial.ts';
import { boundsMigration } from './migrations/002_bounds.ts';
import { imagesMigration } from './migrations/003_images.ts';
import { liveOrdersMigration } from './migrations/004_live_orders.ts';
import { paymentsMigration } from './migrations/005_payments.ts';
import { cancelRefundMigration } from './migrations/006_cancel_refund.ts';
import { eventOrderIndexMigration } from './migrations/007_event_order_index.ts';
import { optionsMigration } from './migrations/008_options.ts';
import { sessionsMigration } from './migrations/009_sessions.ts';
import { googleSignInMigration } from './migrations/010_google_sign_in.ts';
import { shopSettingsMigration } from './migrations/011_shop_settings.ts';
import { helpCallsMigration } from './migrations/012_help_calls.ts';
import { memberCardsMigration } from './migrations/013_member_cards.ts';
import { indonesianMenuMigration } from './migrations/014_indonesian_menu.ts';
import { indonesianOrderChoicesMigration } from './migrations/015_indonesian_order_choices.ts';
import type { Db, DialectName } from './schema.ts';

/** Migrations in order; names sort as they must run. Imported, not scanned, so bundlers and tsx agree. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
    '002_bounds': boundsMigration(dialect),
    '003_images': imagesMigration(dialect),
    '004_live_orders': liveOrdersMigration(dialect),
    '005_payments': paymentsMigration(dialect),
    '006_cancel_refund': cancelRefundMigration(dialect),
    '007_event_order_index': eventOrderIndexMigration,
    '008_options': optionsMigration(dialect),
    '009_sessions': sessionsMigration,
    '010_google_sign_in': googleSignInMigration,
    '011_shop_settings': shopSettingsMigration,
    '012_help_calls': helpCallsMigration(dialect),
    '013_member_cards': memberCardsMigration(dialect),
    '014_indonesian_menu': indonesianMenuMigration,
    '015_indonesian_order_choices': indonesianOrderChoicesMigration,
  };
}

/** The schema PostgreSQL writes to (the search_path's first, usually public). */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/**
 * Brings the schema up to date; Kysely's lock keeps two starting processes from racing.
 * On PostgreSQL the bookkeeping tables are named with their schema: otherwise Kysely takes
 * another schema's migration tables in the same database for its own.
 */
export async function migrateToLatest(db: Db, dialect: DialectName, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
    ...(dialect === 'postgres' ? { migrationTableSchema: pgSchema ?? (await currentSchema(db)) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
