import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocOptions } from './apiDoc.ts';
import { PRODUCTION_HASHING, type AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { frameworkErrorHandler, notFoundBody, registerErrorHandling } from './errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { createImageStore, UPLOADS_PREFIX } from './plugins/imageStore.ts';
import { createMailer } from './plugins/mailer.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { isSpaRequest, registerWebRoot, sendSpaIndex } from './plugins/webRoot.ts';
import { authRoutes } from './routes/auth/authRoutes.ts';
import { healthRoutes } from './routes/health/healthRoutes.ts';
import { historyRoutes } from './routes/history/historyRoutes.ts';
import { orderRoutes } from './routes/order/orderRoutes.ts';
import { productRoutes } from './routes/products/productRoutes.ts';
import { userRoutes } from './routes/user/userRoutes.ts';
import { createCatalogueCache } from './services/catalogueCache.ts';
import { ensureAdmin } from './services/ensureAdmin.ts';
import { pruneExpiredRows } from './services/maintenance.ts';
import { createPasswords } from './services/passwords.ts';
import { createTokens } from './services/tokens.ts';

/** JSON bodies are small; images come as multipart with their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;
const PRUNE_EVERY_MS = 60 * 60_000;

export type App = FastifyInstance & { ctx: AppContext };

/**
 * The whole server without listening: `main.ts` listens, tests use `app.inject`.
 * Connects and migrates the database (seeding it when asked and empty) before answering.
 */
export async function buildApp(config: AppConfig): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      serializers: {
        // A reset token in the path is a password in all but name: keep it out of the logs.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/(\/new-password\/)[^/?]+/, '$1[redacted]'),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON (and multipart for images); plain text is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const { db, dialect } = connectDatabase(config);
  try {
    await migrateToLatest(db, dialect, config.pgSchema);
    const clock = config.clock ?? (() => new Date());
    const ctx: AppContext = {
      db,
      dialect,
      clock,
      appUrl: config.appUrl,
      log: app.log,
      passwords: createPasswords(config.passwordHashing ?? PRODUCTION_HASHING),
      tokens: await createTokens(config.jwtSecret, config.jwtExpiry),
      images: await createImageStore(path.join(config.dataDir, 'uploads')),
      catalogue: createCatalogueCache(config.catalogueCacheMs ?? 0, () => clock().getTime()),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, 'outbox'),
        from: config.mailFrom ?? 'Coffee Shop <no-reply@coffee.test>',
        log: app.log,
      }),
    };
    if (config.seedDemo) await seedDemoData(ctx);
    if (config.admin) await ensureAdmin(ctx, config.admin);
    await pruneExpiredRows(db, clock());
    const pruning = setInterval(() => {
      pruneExpiredRows(db, clock()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning failed'));
    }, PRUNE_EVERY_MS);
    pruning.unref();

    app.decorate('ctx', ctx);
    app.addHook('onClose', async () => {
      clearInterval(pruning);
      await ctx.mailer.idle();
      await db.destroy();
    });

    await registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Component libraries set inline styles; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // data: and blob: for the image picker's preview of a chosen file.
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Uploaded pictures may be shown by other origins (mails, previews).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    await app.register(swagger, apiDocOptions);
    await app.register(swaggerUi, { routePrefix: '/api/docs' });

    await app.register(fastifyStatic, {
      root: ctx.images.dir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      // Names are generated per upload and never reused, so a year of caching is safe.
      immutable: true,
      maxAge: '365d',
    });

    const guards = registerAuth(app, ctx);
    const deps = { ctx, guards };
    await app.register(healthRoutes, { prefix: '/api', ...deps });
    await app.register(authRoutes, { prefix: '/api/auth', ...deps });
    await app.register(productRoutes, { prefix: '/api/products', ...deps });
    await app.register(orderRoutes, { prefix: '/api/order', ...deps });
    await app.register(historyRoutes, { prefix: '/api/history', ...deps });
    await app.register(userRoutes, { prefix: '/api/user', ...deps });

    const hasWeb = await registerWebRoot(app, config.webRoot);
    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && isSpaRequest(request)) return sendSpaIndex(reply);
      return reply.code(404).send(notFoundBody(request));
    });
    return app as unknown as App;
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
