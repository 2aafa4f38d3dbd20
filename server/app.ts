import { createHash } from 'node:crypto';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocOptions } from './apiDoc.ts';
import { PRODUCTION_HASHING, type AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { refuseDemoAccounts } from './demo/refuseDemoAccounts.ts';
import { seedDemoData } from './demo/seed.ts';
import { frameworkErrorHandler, notFoundBody, registerErrorHandling } from './errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { createDatabaseImageBytes, withDatabaseFallback } from './adapters/imageBytes.ts';
import { createImageStore, UPLOADS_PREFIX } from './images/imageStore.ts';
import { createMailer } from './adapters/mailer.ts';
import { createS3ImageBytes } from './adapters/s3ImageBytes.ts';
import { registerRejectNulText } from './plugins/rejectNulText.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { isSpaRequest, registerWebRoot, sendSpaIndex } from './plugins/webRoot.ts';
import { authRoutes } from './accounts/authRoutes.ts';
import { googleRoutes } from './accounts/google/googleRoutes.ts';
import { cartRoutes } from './carts/cartRoutes.ts';
import { eventRoutes } from './events/eventRoutes.ts';
import { healthRoutes } from './health/healthRoutes.ts';
import { helpRoutes } from './help/helpRoutes.ts';
import { memberCardRoutes } from './memberCards/memberCardRoutes.ts';
import { historyRoutes } from './orders/history/historyRoutes.ts';
import { liveOrderRoutes } from './orders/liveOrderRoutes.ts';
import { orderRoutes } from './orders/orderRoutes.ts';
import { productRoutes } from './catalogue/productRoutes.ts';
import { optionChoiceRoutes, optionGroupRoutes } from './options/optionRoutes.ts';
import { uploadRoutes } from './images/uploadRoutes.ts';
import { userRoutes } from './accounts/profileRoutes.ts';
import { staffRoutes } from './staff/staffRoutes.ts';
import { shopRoutes } from './shop/shopRoutes.ts';
import { BOOT_SCRIPT } from '../src/styles/bootScript.ts';
import { THEME_SCRIPT } from '../src/styles/themeScript.ts';
import { createCatalogueCache } from './catalogue/catalogueCache.ts';
import { createInProcessBus } from './adapters/eventBus.ts';
import { ensureAdmin } from './accounts/ensureAdmin.ts';
import { pruneExpiredRows } from './maintenance.ts';
import { createPasswords } from './accounts/passwords.ts';
import { createPgEventBus } from './adapters/pgEventBus.ts';
import { eventFromRow, type ShopEvent, type ShopEventBus } from './events/shopEvents.ts';
import { createQueuePlaces } from './events/queuePlaces.ts';
import { createTokens } from './accounts/tokens.ts';
import { paymentRoutes } from './payments/paymentRoutes.ts';
import { RECONCILE_EVERY_MS, reconcilePending } from './payments/reconcilePending.ts';
import { createSimulator, simulatorKey } from './payments/simulator/simulatorProvider.ts';
import { createMidtrans } from './payments/midtrans/midtransProvider.ts';
import { retryRefunds } from './payments/refunds.ts';
import { expireUnpaidOrders } from './orders/expireUnpaid.ts';
import { UNPAID_ORDER_MINUTES } from '../src/domain/orderStatus.ts';

/** The page's two inline scripts (the theme before the first paint, the app's start after it), by their hashes. */
const INLINE_SCRIPT_HASHES = [THEME_SCRIPT, BOOT_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** JSON bodies are small; images come as multipart with their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;
const PRUNE_EVERY_MS = 60 * 60_000;

export type App = FastifyInstance & { ctx: AppContext };

/**
 * The whole server without listening: `main.ts` listens, tests use `app.inject`.
 * Connects and migrates the database (seeding it when asked and empty) before answering.
 */
export async function buildApp(config: AppConfig): Promise<App> {
  const proxyHops = config.trustProxyHops ?? 0;
  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      serializers: {
        // A reset token in the path is a password in all but name: keep it out of the logs.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url
            .replace(/(\/new-password\/)[^/?]+/, '$1[redacted]')
            .replace(/([?&]ticket=)[^&]+/, '$1[redacted]')
            // A sign-in's state and the provider's code: single use, but still kept out of the logs.
            .replace(/([?&](?:state|code)=)[^&]+/g, '$1[redacted]'),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count, not Fastify's number option (which this version trusts nothing with): the
    // socket and the next hops-1 addresses are proxies, so request.ip is the right-most address
    // no trusted proxy wrote.
    trustProxy: proxyHops > 0 ? (_address: string, hop: number) => hop < proxyHops : false,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON (and multipart for images); plain text is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRejectNulText(app);

  const { db, dialect } = connectDatabase({
    ...config,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'a database connection was lost'),
  });
  let events: ShopEventBus | undefined;
  try {
    await migrateToLatest(db, dialect, config.pgSchema);
    const clock = config.clock ?? (() => new Date());
    // Several processes share PostgreSQL, so they share events through it; SQLite has one process.
    events =
      dialect === 'postgres'
        ? await createPgEventBus({
            db,
            databaseUrl: config.databaseUrl!,
            schema: config.pgSchema ?? 'public',
            log: app.log,
            fromRow: eventFromRow,
          })
        : createInProcessBus<ShopEvent>();
    // Picture bytes in the bucket when one is configured (older ones stay readable from the table), else in the table.
    const bucket = config.s3 ? createS3ImageBytes(config.s3) : undefined;
    const simulator =
      config.payments?.provider === 'simulator'
        ? createSimulator({
            db,
            clock,
            key: simulatorKey(config.jwtSecret),
            appUrl: config.appUrl,
            // Through the shop's own notification call, raw body and signature check included, as a provider's would arrive.
            deliver: async (body) =>
              (
                await app.inject({
                  method: 'POST',
                  url: '/api/payments/notifications/simulator',
                  headers: { 'content-type': 'application/json' },
                  payload: body,
                })
              ).statusCode,
            delayMs: config.payments.simulatorDelayMs ?? 1500,
            log: app.log,
          })
        : null;
    const ctx: AppContext = {
      db,
      dialect,
      clock,
      appUrl: config.appUrl,
      log: app.log,
      passwords: createPasswords(config.passwordHashing ?? PRODUCTION_HASHING),
      tokens: await createTokens(config.jwtSecret, config.jwtExpiry),
      images: createImageStore(
        db,
        dialect,
        config.images,
        clock,
        bucket && withDatabaseFallback(bucket, createDatabaseImageBytes(db, clock)),
      ),
      catalogue: createCatalogueCache(config.catalogueCacheMs ?? 0, () => clock().getTime()),
      events,
      queuePlaces: createQueuePlaces({ db, dialect, clock, events, log: app.log, delayMs: config.queuePlacesDelayMs }),
      payments: {
        provider:
          simulator ??
          (config.payments?.provider === 'midtrans' && config.payments.midtrans
            ? createMidtrans({
                ...config.payments.midtrans,
                notificationUrl: `${config.appUrl}/api/payments/notifications/midtrans`,
                clock,
              })
            : null),
        simulator,
      },
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, 'outbox'),
        from: config.mailFrom ?? 'Coffee Shop <no-reply@coffee.test>',
        log: app.log,
      }),
    };
    const imported = await ctx.images.importFolder(path.join(config.dataDir, 'uploads'));
    if (imported > 0) {
      app.log.info({ imported }, `pictures from the uploads folder copied into the ${bucket ? 'bucket' : 'database'}`);
    }
    if (config.seedDemo) await seedDemoData(ctx, { openAllDay: config.demoOpenAllDay === true });
    if (config.admin) await ensureAdmin(ctx, config.admin);
    if (config.refuseDemoAccounts) await refuseDemoAccounts(ctx);
    await pruneExpiredRows(db, clock());
    // Places a process stopped before telling (between a move and its pass) are told now.
    ctx.queuePlaces.changed();
    const pruning = setInterval(() => {
      pruneExpiredRows(db, clock()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning failed'));
    }, PRUNE_EVERY_MS);
    pruning.unref();
    // At start and then every minute: pending payments are settled by asking the provider, unpaid orders
    // past their time are cancelled, refunds not made yet are tried again. In the background, one round at
    // a time: a provider slow to answer must not hold up the start.
    const provider = ctx.payments.provider;
    const unpaidMinutes = config.unpaidOrderMinutes ?? UNPAID_ORDER_MINUTES;
    const step = (work: () => Promise<unknown>, failure: string) =>
      work().then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, failure),
      );
    let reconcilingRound: Promise<void> | null = null;
    const reconcile = () => {
      if (reconcilingRound) return;
      reconcilingRound = (async () => {
        if (provider) {
          await step(
            () => reconcilePending(ctx, provider),
            'asking the payment provider about pending payments failed',
          );
        }
        await step(() => expireUnpaidOrders(ctx, unpaidMinutes), 'cancelling unpaid orders failed');
        await step(() => retryRefunds(ctx), 'trying refunds again failed');
      })().finally(() => (reconcilingRound = null));
    };
    reconcile();
    const reconciling = setInterval(reconcile, RECONCILE_EVERY_MS);
    reconciling.unref();

    app.decorate('ctx', ctx);
    app.addHook('onClose', async () => {
      clearInterval(pruning);
      clearInterval(reconciling);
      await reconcilingRound;
      await simulator?.idle();
      await ctx.queuePlaces.close();
      await events?.close();
      await ctx.mailer.idle();
      bucket?.close();
      await db.destroy();
    });

    await registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Our files, and the two inline scripts (src/styles/themeScript.ts, bootScript.ts) by their hashes.
          scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
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

    const guards = registerAuth(app, ctx);
    const deps = { ctx, guards };
    await app.register(uploadRoutes, { prefix: UPLOADS_PREFIX.slice(0, -1), ...deps });
    await app.register(healthRoutes, { prefix: '/api', ...deps });
    await app.register(authRoutes, { prefix: '/api/auth', ...deps });
    await app.register(googleRoutes, { prefix: '/api/auth/google', ...deps, google: config.google });
    await app.register(productRoutes, { prefix: '/api/products', ...deps });
    await app.register(orderRoutes, { prefix: '/api/order', ...deps });
    await app.register(liveOrderRoutes, { prefix: '/api/order', ...deps });
    await app.register(cartRoutes, { prefix: '/api/cart', ...deps });
    await app.register(eventRoutes, { prefix: '/api/events', heartbeatMs: config.eventHeartbeatMs, ...deps });
    await app.register(historyRoutes, { prefix: '/api/history', ...deps });
    await app.register(userRoutes, { prefix: '/api/user', ...deps });
    await app.register(staffRoutes, { prefix: '/api/users/staff', ...deps });
    await app.register(shopRoutes, { prefix: '/api/shop', ...deps });
    await app.register(helpRoutes, { prefix: '/api/help', ...deps });
    await app.register(memberCardRoutes, { prefix: '/api', ...deps });
    await app.register(paymentRoutes, { prefix: '/api/payments', ...deps });
    await app.register(optionGroupRoutes, { prefix: '/api/option-groups', ...deps });
    await app.register(optionChoiceRoutes, { prefix: '/api/option-choices', ...deps });

    const web = await registerWebRoot(app, config.webRoot, ctx.catalogue);
    app.setNotFoundHandler((request, reply) => {
      if (web && isSpaRequest(request)) return sendSpaIndex(request, reply, web);
      return reply.code(404).send(notFoundBody(request));
    });
    return app as unknown as App;
  } catch (error) {
    await app.close().catch(() => undefined);
    await events?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
