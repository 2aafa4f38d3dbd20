import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from '../../services/products.ts';
import { registerImageMultipart } from '../multipart.ts';
import type { RouteDeps } from '../routeDeps.ts';
import { bearerAuth, messageOnly } from '../schemas.ts';
import { listAnswer, listQuery, oneAnswer, productBody, productParams, savedAnswer } from './schemas.ts';

const tags = ['products'];

/** The catalogue: anyone reads it, admins change it. */
export const productRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'One page of products (newest first by default), by category and name search',
        querystring: listQuery,
        response: { 200: listAnswer, ...errorResponses(400) },
      },
    },
    async (request) =>
      ctx.catalogue.read(`list:${JSON.stringify(request.query)}`, () => listProducts(ctx.db, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One product, as an array of one',
        params: productParams,
        response: { 200: oneAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      result: [await ctx.catalogue.read(`one:${request.params.id}`, () => getProduct(ctx.db, request.params.id))],
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Remove a product from the catalogue (past orders keep it)',
        security: bearerAuth,
        params: productParams,
        response: { 200: messageOnly, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteProduct(ctx, request.params.id);
      return { messages: 'Your file has been deleted.' };
    },
  );

  // The write routes take multipart, so they live in their own context with the multipart parser.
  await app.register(async (plain) => {
    await registerImageMultipart(plain);
    const writes = plain.withTypeProvider<ZodTypeProvider>();

    writes.post(
      '/',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Add a product (multipart with its image)',
          security: bearerAuth,
          consumes: ['multipart/form-data', 'application/json'],
          body: productBody,
          response: { 201: savedAnswer, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const product = await createProduct(ctx, request.body, currentUser(request).id);
        return reply.code(201).send({ messages: 'Product has been added', result: product, data: product });
      },
    );

    writes.patch(
      '/:id',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Change a product; send only what changes, the image only when a new one was chosen',
          security: bearerAuth,
          consumes: ['multipart/form-data', 'application/json'],
          params: productParams,
          body: productBody,
          response: { 200: savedAnswer, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
        },
      },
      async (request) => {
        const product = await updateProduct(ctx, request.params.id, request.body, currentUser(request).id);
        return { messages: 'Product has been updated', result: product, data: product };
      },
    );
  });
};
