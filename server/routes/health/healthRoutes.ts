import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { errorResponses } from '../errorResponses.ts';
import type { RouteDeps } from '../routeDeps.ts';

const healthAnswer = z.object({
  messages: z.string(),
  data: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), uptime: z.number() }),
});

/** For load balancers and uptime checks: the process answers and its database too. */
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
        await sql`select 1`.execute(ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable');
      }
      return {
        messages: 'ok',
        data: { status: 'ok' as const, database: ctx.dialect, uptime: Math.round(process.uptime()) },
      };
    },
  );
};
