import { createSchema, testDatabase } from './testApp.ts';

/** Helpers for tests that run the server as its own process, as `npm start` does. */

/** DATABASE_URL for a server process working in the given PostgreSQL schema. */
export function schemaDatabaseUrl(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * The environment a server process needs for this run's database: nothing on SQLite (it uses its
 * DATA_DIR), a fresh schema on PostgreSQL; `drop` removes that schema afterwards.
 */
export async function processDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (testDatabase !== 'postgres') return { env: {}, drop: async () => {} };
  const created = await createSchema(process.env.DATABASE_URL!);
  return { env: { DATABASE_URL: schemaDatabaseUrl(process.env.DATABASE_URL!, created.schema) }, drop: created.drop };
}
