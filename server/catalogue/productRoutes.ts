import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/auth.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  setProductSoldOut,
  updateProduct,
} from './products.ts';
import { errorResponses } from '../http/errorResponses.ts';
import { registerImageMultipart } from '../http/multipart.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { adminAuth, staffAuth, messageOnly } from '../http/sharedSchemas.ts';
import {
  availabilityBody,
  listAnswer,
  listQuery,
  oneAnswer,
  productBody,
  productChanges,
  productForm,
  productFormChanges,
  productParams,
  savedAnswer,
} from './productSchemas.ts';

const tags = ['products'];

/** The catalogue: anyone reads it, admins change it. */
export const productRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'listProducts',
        summary: 'One page of products (newest first by default), by category and name search',
        description:
          'The live catalogue, `limit` per page (10 by default, capped), with the total count in `rows`. `search` matches names, case-insensitive. Also answers at `/api/products/`.',
        querystring: listQuery,
        response: { 200: listAnswer, ...errorResponses() },
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
        operationId: 'getProduct',
        summary: 'One product, as an array of one',
        description: 'The legacy answer `{ result: [product] }`; a deleted or unknown product answers 404.',
        params: productParams,
        response: { 200: oneAnswer, ...errorResponses({ id: true }) },
      },
    },
    async (request) => ({
      result: [await ctx.catalogue.read(`one:${request.params.id}`, () => getProduct(ctx.db, request.params.id))],
    }),
  );

  app.patch(
    '/:id/availability',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'setProductAvailability',
        summary: 'Take a product off the menu for now (out of croissants) and put it back',
        description:
          'The product stays on the menu marked sold out and cannot be added or checked out; open menus and carts get a `menu` event.',
        security: staffAuth,
        params: productParams,
        body: availabilityBody,
        response: { 200: savedAnswer, ...errorResponses({ auth: 'staff', body: 'json', id: true }) },
      },
    },
    async (request) => {
      const product = await setProductSoldOut(ctx, request.params.id, request.body.sold_out);
      const messages = product.sold_out ? `${product.name} is sold out` : `${product.name} is back on the menu`;
      return { messages, result: product, data: product };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'deleteProduct',
        summary: 'Remove a product from the catalogue (past orders keep it)',
        description: 'A soft delete: the product leaves the catalogue, past order lines keep showing it.',
        security: adminAuth,
        params: productParams,
        response: { 200: messageOnly, ...errorResponses({ auth: 'admin', body: 'json', id: true }) },
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
          operationId: 'createProduct',
          summary: 'Add a product (multipart with its image)',
          description:
            'A multipart form with the product’s fields and its image (png or jpeg, recognised by its bytes, re-encoded by the server). Fields are checked before the image; nothing is written unless both are good.',
          security: adminAuth,
          body: productBody,
          bodyContent: { 'multipart/form-data': productForm },
          response: {
            201: savedAnswer,
            ...errorResponses({
              auth: 'admin',
              body: 'multipart',
              also: { 429: 'Too many uploads; wait before sending another picture' },
            }),
          },
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
          operationId: 'updateProduct',
          summary: 'Change a product; send only what changes, the image only when a new one was chosen',
          description:
            'The sent fields are merged over the stored product and the whole product is checked again (a new category needs its sizes). A multipart form, or JSON when no image changes.',
          security: adminAuth,
          params: productParams,
          body: productBody,
          bodyContent: { 'multipart/form-data': productFormChanges, 'application/json': productChanges },
          response: {
            200: savedAnswer,
            ...errorResponses({
              auth: 'admin',
              body: 'multipart',
              id: true,
              also: { 429: 'Too many uploads; wait before sending another picture' },
            }),
          },
        },
      },
      async (request) => {
        const product = await updateProduct(ctx, request.params.id, request.body, currentUser(request).id);
        return { messages: 'Product has been updated', result: product, data: product };
      },
    );
  });
};
