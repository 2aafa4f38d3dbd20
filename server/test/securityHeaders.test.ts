import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../plugins/securityHeaders.ts';

/** The shortcut in registerSecurityHeaders must answer exactly what @fastify/helmet would. */

const options: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify({ logger: false });
  await register(app);
  app.get('/', async () => 'ok');
  app.post('/missing', async (_request, reply) => reply.code(404).send({ messages: 'no' }));
  const answers = [
    await app.inject({ method: 'GET', url: '/' }),
    await app.inject({ method: 'POST', url: '/missing' }),
  ];
  await app.close();
  return answers.map(({ headers }) => {
    const { date: _date, 'content-length': _length, ...rest } = headers;
    return rest;
  });
}

describe('registerSecurityHeaders', () => {
  it('sets on every answer the headers @fastify/helmet sets with the same options', async () => {
    const computedOnce = await headersOf((app) => registerSecurityHeaders(app, options));
    const perRequest = await headersOf((app) => app.register(helmet, options));
    expect(computedOnce).toEqual(perRequest);
    expect(computedOnce[0]!['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(computedOnce[1]!['x-content-type-options']).toBe('nosniff');
  });
});
