import Fastify from 'fastify';

/** The ceiling: a bare Fastify route with nothing of ours in front of it. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT);
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare server listening on ${port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
