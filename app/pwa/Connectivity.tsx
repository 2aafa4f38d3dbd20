/// <reference types="vite-plugin-pwa/client" />
import { lazy, Suspense, useEffect, useState } from 'react';
import { OfflineBanner } from '../../src/components/OfflineBanner';

/** Loaded only once a new version waits: its button (react-aria) stays out of every first load. */
const UpdatePrompt = lazy(async () => ({ default: (await import('../../src/components/UpdatePrompt')).UpdatePrompt }));
import { useOnline } from '../hooks/useOnline';

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker (vite.config.ts, `registerType: 'prompt'`) once the page has loaded,
 * and answers the function that activates a waiting new version, once there is one. The register
 * module (workbox-window) is loaded lazily, so no first page waits for it.
 */
function useWaitingVersion(): { update: UpdateServiceWorker | null; dismiss: () => void } {
  const [update, setUpdate] = useState<UpdateServiceWorker | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let active = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateSW = registerSW({
        onNeedRefresh: () => {
          if (active) setUpdate(() => updateSW);
        },
      });
    });
    return () => {
      active = false;
    };
  }, []);
  return { update, dismiss: () => setUpdate(null) };
}

/**
 * The app's word on the network and on new versions, above every page: the offline banner while
 * there is no network, and the "new version available" prompt after a deployment.
 */
export function Connectivity() {
  const isOnline = useOnline();
  const { update, dismiss } = useWaitingVersion();
  const [isReloading, setReloading] = useState(false);
  return (
    <>
      {isOnline ? null : <OfflineBanner className="sticky top-0 z-50" />}
      {update ? (
        <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
          <Suspense fallback={null}>
            <UpdatePrompt
              isReloading={isReloading}
              onDismiss={dismiss}
              onReload={() => {
                setReloading(true);
                void update(true);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
