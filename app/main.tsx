import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../src/styles/global.css';
import { seedPreloaded, takePreloadedAnswers } from './api/preloaded';
import { App } from './App';
import { loadCarts } from './state/carts';
import { drawingTime } from './state/hydration';
import { preloadPage } from './router';
import { initialLocale, markDocumentLanguage } from './state/locale';
import { queryClient } from './state/queryClient';
import { FRAME, loadWords } from './state/words';
import { storage } from './state/storage';
import { followSystemTheme } from './state/theme';

followSystemTheme();
// The page's first answers, inlined by the server, are in the cache before the first render.
for (const answer of takePreloadedAnswers()) seedPreloaded(queryClient, answer);

const container = document.getElementById('root')!;
const locale = initialLocale();
// The server draws its pages in English (app/prerender/renderPage.tsx): in another language the
// browser draws the page itself rather than hydrate words it would change.
const drawn = container.dataset.rendered !== undefined && document.documentElement.lang === locale;
// The page is hydrated with the clock it was drawn by (app/state/hydration.tsx, useDrawnClock).
const drawnAt = drawn ? drawingTime(container.dataset.drawnAt) : null;
markDocumentLanguage(locale);
const app = (
  <StrictMode>
    <App drawnAt={drawnAt} />
  </StrictMode>
);
// A page the server drew (app/prerender/renderPage.tsx: the landing, the product list, a product
// page) is hydrated: React keeps its HTML and makes it live once the page's code is in, so no part
// waits for code still on its way; the parts then become live one by one (app/layouts/
// HydrationIsland.tsx). Where the browser's first render differs (a visitor who is not signed in, an
// admin on a customer page), React draws that part again; that is expected, so it is a warning, not
// an error report.
// The frame's words are in before anything is drawn; a page's own load with its code (app/router.tsx).
const wordsIn = loadWords([FRAME], locale).then(
  () => i18n.activate(locale),
  // Offline before the service worker kept them: the language of the page's own HTML, if it can;
  // the page is drawn either way.
  () =>
    loadWords([FRAME], 'en')
      .catch(() => undefined)
      .then(() => i18n.activate('en')),
);
// Signed in, the carts' code (./state/carts.tsx) comes with the words, so the first render has the
// stored carts; a visitor's first load goes without it.
const cartsIn = storage.session() ? loadCarts().catch(() => undefined) : undefined;
const frameIn = Promise.all([wordsIn, cartsIn]);
if (!drawnAt) void frameIn.then(() => createRoot(container).render(app));
else {
  const hydrate = () =>
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The page the server drew was drawn again:', error),
    });
  void frameIn.then(() => preloadPage(window.location.pathname)).then(hydrate, hydrate);
}
