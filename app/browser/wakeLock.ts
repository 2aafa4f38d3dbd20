/**
 * Keeps the screen awake while the queue is open, where the browser offers the Screen Wake Lock
 * API. The browser drops the lock whenever the page is hidden, so it is taken again each time the
 * page becomes visible. Returns a function that releases it for good.
 */
export function keepScreenAwake(): () => void {
  const wakeLock = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
  if (!wakeLock) return () => {};
  let sentinel: WakeLockSentinel | null = null;
  let stopped = false;
  const acquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await wakeLock.request('screen');
      if (stopped) void sentinel.release();
    } catch {
      // Refused (battery saver, no permission): the screen simply follows its own timeout.
    }
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    void sentinel?.release();
  };
}
