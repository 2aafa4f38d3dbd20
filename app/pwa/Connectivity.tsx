import { lazy, Suspense, useEffect, useState } from 'react';
import { OfflineBanner } from '../../src/components/OfflineBanner';
import { useOnline } from '../hooks/useOnline';
import { withLaterWords } from '../state/words';
import { registerServiceWorker } from './serviceWorker';

/** Loaded only once a new version waits: its button (react-aria) stays out of every first load. */
const UpdatePrompt = lazy(async () => ({
  default: (await withLaterWords(() => import('../../src/components/UpdatePrompt'))).UpdatePrompt,
}));

/**
 * Registers the service worker once the page is live, and answers the function that activates a
 * waiting new version, once there is one.
 */
function useWaitingVersion(): { update: (() => void) | null; dismiss: () => void } {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let active = true;
    registerServiceWorker((activate) => {
      if (active) setUpdate(() => activate);
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
                update();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
