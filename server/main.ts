import { buildApp } from './app.ts';
import { ConfigError, configFromEnv } from './config.ts';
import { DEMO_ACCOUNTS } from './demo/seed.ts';

/** How long shutdown may take before the process stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    // `npm start` passes --demo: a first look at the shop comes with demo data (never in production).
    config = configFromEnv(process.env, { demo: process.argv.includes('--demo') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config.app);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, stopping now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  const local = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Coffee Shop is running on ${address} (${local})`,
    `  API docs:   ${local}/api/docs`,
    `  Database:   ${app.ctx.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.app.dataDir}`}`,
    `  Mail:       ${app.ctx.mailer.mode === 'smtp' ? 'SMTP (SMTP_URL)' : `written to ${config.app.dataDir}/outbox`}`,
  ];
  if (config.app.seedDemo) {
    lines.push(
      '  Demo accounts (created on the first start with an empty database):',
      `    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
      `    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
    );
  }
  if (config.app.admin) lines.push(`  Admin from ADMIN_EMAIL: ${config.app.admin.email}`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
