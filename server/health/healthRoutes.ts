import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE, HttpError } from '../errors.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

const healthAnswer = z.object({
  messages: z.string(),
  data: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), uptime: z.number() }),
});

/** A load balancer's check must answer even when the database hangs rather than refuses. */
const HEALTH_TIMEOUT_MS = 3_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** For load balancers and uptime checks: the process answers and its database too (503 with `details.database: "down"` when not). */
export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'health',
        summary: 'Liveness and database check',
        description:
          'For load balancers and uptime checks: 200 when the process and its database answer, 503 when the database does not.',
        response: { 200: healthAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      try {
        await withinTimeout(sql`select 1`.execute(ctx.db), HEALTH_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE, { database: 'down' });
      }
      return {
        messages: 'ok',
        data: { status: 'ok' as const, database: ctx.dialect, uptime: Math.round(process.uptime()) },
      };
    },
  );
};
