/**
 * A second server process for the PostgreSQL events test: it shares the database (and schema)
 * with the test's own server and nothing else, and says on stdout which port it listens on.
 */
import { buildApp } from '../../app.ts';
import { TEST_HASHING, TEST_SECRET } from './testApp.ts';

const app = await buildApp({
  dataDir: process.env.EVENT_SERVER_DATA_DIR!,
  databaseUrl: process.env.DATABASE_URL,
  pgSchema: process.env.EVENT_SERVER_SCHEMA,
  jwtSecret: TEST_SECRET,
  appUrl: 'http://shop.test',
  logLevel: 'silent',
  passwordHashing: TEST_HASHING,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
