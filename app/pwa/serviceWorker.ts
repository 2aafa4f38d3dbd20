/** The service worker vite-plugin-pwa writes (vite.config.ts), at the site's root so it serves every page. */
const SCRIPT = '/sw.js';

/**
 * Registers the service worker and calls `onWaiting` when a new version is installed and waits (after
 * a deployment), with the function that activates it and reloads the page once it controls it.
 * `registerType: 'prompt'` makes the worker wait for a `SKIP_WAITING` message, which this sends only
 * when the person chooses to reload. The browser's own API, not workbox-window: its 2.8 kB gzip
 * reached every first page for these few lines (docs/benchmarks.md).
 */
export function registerServiceWorker(onWaiting: (activate: () => void) => void): void {
  const { serviceWorker } = navigator;
  const offer = (worker: ServiceWorker) =>
    onWaiting(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  serviceWorker.register(SCRIPT, { scope: '/' }).then(
    (registration) => {
      // A version installed on an earlier visit that still waits. Without a controller it is the
      // first install, which has nothing to replace.
      if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
        });
      });
    },
    // No service worker (a private window that refuses it): the site works, only not offline.
    () => undefined,
  );
}
