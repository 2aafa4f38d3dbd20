import { useEffect, useState } from 'react';

/** A device that is held (a phone, a tablet): its file picker can open the camera. */
const COARSE_POINTER = '(pointer: coarse)';

/** Whether the browser lists a camera among its media devices (no permission needed to see its kind). */
async function listsACamera(): Promise<boolean> {
  const devices = navigator.mediaDevices;
  if (!devices || typeof devices.enumerateDevices !== 'function') return false;
  try {
    return (await devices.enumerateDevices()).some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/**
 * Whether to offer 'Take a picture' on the product forms: the device lists a camera, or is a
 * touch device (whose picker offers the camera for `capture`). Follows cameras plugged in or out.
 */
export function useHasCamera(): boolean {
  const [hasCamera, setHasCamera] = useState(
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function' && matchMedia(COARSE_POINTER).matches,
  );
  useEffect(() => {
    let isCurrent = true;
    const check = () =>
      void listsACamera().then((found) => {
        if (isCurrent) setHasCamera(found || (typeof matchMedia === 'function' && matchMedia(COARSE_POINTER).matches));
      });
    check();
    navigator.mediaDevices?.addEventListener?.('devicechange', check);
    return () => {
      isCurrent = false;
      navigator.mediaDevices?.removeEventListener?.('devicechange', check);
    };
  }, []);
  return hasCamera;
}
