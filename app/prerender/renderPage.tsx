import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ROLE_CUSTOMER } from '../../src/domain/roles';
import { seedPreloaded, type PreloadedAnswer } from '../api/preloaded';
import { AppFrame } from '../App';
import { AppRoutes } from '../router';
import { createQueryClient } from '../state/queryClient';
import { FRAME, loadWords } from '../state/words';

export interface RenderRequest {
  /** The page's address: path and query (`/cust/product?category=2`). */
  url: string;
  /** The page's first API answers, as the server inlines them into the page. */
  preloaded?: readonly PreloadedAnswer[];
}

export interface RenderedPage {
  /** What belongs in the page's <head>: its <title>. */
  head: string;
  /** The page, for `<div id="root">`. */
  body: string;
  /** The time the page was drawn by (ISO 8601), for `data-drawn-at`: the browser hydrates it by the same clock. */
  drawnAt: string;
}

/**
 * A page of the app as HTML, drawn by the same tree the browser renders (App.tsx's AppFrame and the
 * route table), so the browser hydrates it instead of drawing it again (app/main.tsx):
 * the server draws the landing, the product list and a product page with it on each request, the
 * lists from the answer it inlines (server/plugins/pageHints.ts loads this module from the build,
 * `.render/renderPage.js`, made by scripts/renderedPages.ts).
 * Pages behind login are drawn for a signed-in customer, whose browser alone holds the token: what
 * only the browser knows (the carts, a stored order, the profile photo) is drawn empty, as the
 * browser's first render draws it too (app/state/hydration.tsx). It waits for every lazily loaded
 * route module (`prerender`), so the page is drawn whole, never its loading screen.
 */
export async function renderPage({ url, preloaded }: RenderRequest): Promise<RenderedPage> {
  // Drawn in English, the page's `<html lang>`: a browser in another language draws it itself (app/main.tsx).
  await loadWords([FRAME], 'en');
  i18n.activate('en');
  const client = createQueryClient();
  for (const answer of preloaded ?? []) seedPreloaded(client, answer);
  const drawnAt = new Date();
  let failure: { error: unknown } | undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppFrame
        drawnAt={drawnAt}
        client={client}
        presumedSession={{ token: '', id: '', roleId: String(ROLE_CUSTOMER) }}
      >
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
    // Every part inline, in page order: React would otherwise move a large part (a page's
    // HydrationIsland) to the end and reveal it with an inline script, which the CSP does not allow.
    // A part that throws would be drawn as its loading screen for the browser to draw again, with
    // nothing said: the render fails instead, so the server logs why and sends the page to the browser.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= { error };
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  client.clear();
  if (failure) throw failure.error;
  const html = Buffer.concat(chunks).toString('utf8');
  // React writes what belongs in <head> (the page's <title>) ahead of the page: it goes to the head,
  // where the browser's React finds and keeps it.
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)![0];
  return { head, body: html.slice(head.length), drawnAt: drawnAt.toISOString() };
}
