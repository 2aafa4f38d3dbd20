import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageHints, type KeptAnswers, type PageHints } from './pageHints.ts';

/** Paths the web app never owns: an unknown one there is a real 404, not a page of the app. */
const API_OR_UPLOADS = /^\/(api|uploads)(\/|$|\?)/;

/**
 * Serves the built single-page app from one folder when it exists. Hashed assets are cached for
 * a year; everything else at the root is revalidated on each use: index.html, so a new build shows
 * at once, and the service worker (`sw.js`, its `workbox-*.js`) and `manifest.webmanifest`, so the
 * browser's update check always sees a new deployment (e2e/offline.spec.ts checks the headers).
 * The build writes `.br` and `.gz` copies of its text files (vite.config.ts): a browser that accepts
 * them gets one (no compressing per request), others the file as it is. Dotfiles (the build's
 * `.vite/manifest.json`) are not served.
 * Answers the page hints when the folder was found (false otherwise), so the not-found handler knows
 * to fall back to index.html.
 */
export async function registerWebRoot(
  app: FastifyInstance,
  webRoot: string | undefined,
  keptAnswers: KeptAnswers,
): Promise<PageHints | false> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) return false;
  const hints = createPageHints(app, webRoot, keptAnswers);
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    // `/` goes to the not-found handler like every other page of the app, to get its hints; so do
    // the pages drawn on the server, without first looking for a file of that name (three stats
    // with the compressed copies, a good part of a kept page's cost: server/bench/drawnPages.ts).
    index: false,
    allowedPath: (pathname) => pathname !== '/' && !hints.draws(pathname),
    redirect: false,
    cacheControl: false,
    preCompressed: true,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // One URL answers compressed or not by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return hints;
}

/** A GET for a client-side route (`/cust/product`) gets the app's index.html. */
export function isSpaRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !API_OR_UPLOADS.test(request.url);
}

/**
 * index.html for a page of the app: with the page's hints (server/plugins/pageHints.ts) when it has
 * some, compressed on the way out (a kept page's compressed copy made once); else the file as built,
 * pre-compressed.
 */
export async function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  hints: PageHints | null,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache');
  const page = await hints?.page(request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'page hints failed: index.html without them');
    return null;
  });
  if (!page) return reply.sendFile('index.html');
  const { body, encoding } = page.encoded(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body);
}
