import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as documented, per media type, when the route validates its parts itself
     * (a multipart form arrives as text fields and a file, which `body` cannot describe for both).
     */
    bodyContent?: Record<string, ZodType>;
    /** The media type of the 200 answer when it is not JSON (a server-sent event stream). */
    answerMediaType?: string;
  }
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Json = Record<string, unknown>;

const fromZod = createJsonSchemaTransform({ skipList: [] });
const componentsFromZod = createJsonSchemaTransformObject({});

/**
 * A route registered as `/` under a prefix answers both `/api/products` and `/api/products/`, and
 * Fastify hands @fastify/swagger the slashed form; the document names the form without the slash.
 */
function canonicalUrl(url: string, route: { routePath?: string; prefixTrailingSlash?: string }): string {
  const isPrefixRoot = route.routePath === '/' && route.prefixTrailingSlash !== 'slash';
  return isPrefixRoot && url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created' };

/** What a stream of each media type is, in words. */
const STREAM_DESCRIPTION: Record<string, string> = {
  'text/event-stream':
    'text/event-stream: messages of `id` (increasing), `event` (the type) and `data` (one JSON line), as ' +
    '`x-itemSchema` describes them; a comment line at least every 25 s.',
};

/** Zod route schemas to OpenAPI, plus the documentation-only bodies, the canonical URL and success texts. */
const transform: Transform = (input) => {
  const url = canonicalUrl(input.url, input.route as { routePath?: string; prefixTrailingSlash?: string });
  const result = fromZod({ ...input, url } as Parameters<typeof fromZod>[0]) as { schema?: Json; url: string };
  if (!result.schema || result.schema.hide) return { schema: result.schema ?? {}, url };
  // A route without a guard is public, and says so (`security: []`) rather than leaving it unsaid.
  const schema: Json = { security: [], ...result.schema };
  const response = schema.response as Record<string, Json> | undefined;
  for (const [status, text] of Object.entries(SUCCESS)) {
    const answer = response?.[status];
    if (answer && !answer.description) answer['x-response-description'] = text;
  }
  const answerMediaType = input.schema?.answerMediaType;
  if (answerMediaType && response?.[200]) {
    // A stream is text, not a JSON value: it is a string, and the schema of each of its messages goes
    // beside it as `x-itemSchema` (OpenAPI 3.2's `itemSchema`, which 3.1 validators do not know yet),
    // so its data schemas are named components that the app's generated types include.
    const item = response[200];
    const description = STREAM_DESCRIPTION[answerMediaType] ?? 'OK';
    const media = { schema: { type: 'string', description }, 'x-itemSchema': item };
    response[200] = { description, content: { [answerMediaType]: media } };
    delete schema.answerMediaType;
  }
  const bodyContent = input.schema?.bodyContent;
  if (bodyContent) {
    const content: Record<string, { schema: unknown }> = {};
    for (const [mediaType, docSchema] of Object.entries(bodyContent)) {
      const converted = fromZod({ ...input, schema: { body: docSchema } } as Parameters<typeof fromZod>[0]) as {
        schema: { body: unknown };
      };
      content[mediaType] = { schema: converted.schema.body };
    }
    delete schema.bodyContent;
    delete schema.consumes;
    schema.body = { content };
  }
  return { schema, url };
};

/** Every `$ref` target under a node. */
function collectRefs(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.replace('#/components/schemas/', ''));
      else collectRefs(value, into);
    }
  }
}

/**
 * Named components from zod's registry (`.meta({ id })`), keeping only those the document uses:
 * zod names an input (`…Input`) and an output form of each, and most are used one way only.
 */
const transformObject: TransformObject = (input) => {
  const document = componentsFromZod(input) as Json & { paths?: unknown; components: { schemas?: Json } };
  const schemas = document.components.schemas ?? {};
  const used = new Set<string>();
  collectRefs(document.paths, used);
  for (let queue = [...used]; queue.length > 0;) {
    const found = new Set<string>();
    collectRefs(schemas[queue.pop()!], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  // zod writes each component as a standalone document; inside OpenAPI they need neither header.
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => {
        const { $schema: _dialect, $id: _id, ...schema } = schemas[name] as Json;
        return [name, schema];
      }),
  );
  return { ...document, components: { ...document.components, schemas: kept } } as ReturnType<TransformObject>;
};

/** @fastify/swagger's options: OpenAPI 3.1 (JSON Schema 2020-12, as zod writes it). */
export const apiDocOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Coffee Shop API',
      description: 'Every call of the coffee-shop ordering product. Errors answer `{ messages, code, details? }`.',
      version: '1.0.0',
    },
    servers: [{ url: '/', description: 'The server that serves this document (paths include /api)' }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token `POST /api/auth/login` answers. Routes that need a role list it (`admin`).',
        },
      },
    },
  },
  transform,
  transformObject,
};
