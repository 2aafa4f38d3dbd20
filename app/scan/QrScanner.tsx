import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import { readCardNumberIn } from './readQrCode';

/** A frame is read this often at most: often enough to feel instant, rarely enough to leave a tablet cool. */
const READ_EVERY_MS = 200;

/** Whether the browser can open a camera for the page (a secure page, a camera API): else no Scan button. */
export function canScanWithCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export interface QrScannerProps {
  /** A card number was read: the camera is already off. */
  onNumber: (read: { number: string }) => void;
  /** The camera could not be opened (refused, missing, in use): scanning ends. */
  onCameraFailed: () => void;
}

/**
 * The rear camera's picture, read for a card's QR code (docs/product.md, "Member card"). The camera is
 * on only while this shows: its tracks stop once a number is read and when the scanner goes away.
 */
export function QrScanner({ onNumber, onCameraFailed }: QrScannerProps) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const found = useEffectEvent((number: string) => onNumber({ number }));
  const failed = useEffectEvent(() => onCameraFailed());

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let lastRead = 0;
    let isOn = true;
    const stop = () => {
      isOn = false;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const readFrame = (time: number) => {
      if (!isOn) return;
      const video = videoRef.current;
      if (video && time - lastRead >= READ_EVERY_MS && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        lastRead = time;
        const number = readCardNumberIn(video, video.videoWidth, video.videoHeight);
        if (number) {
          stop();
          found(number);
          return;
        }
      }
      frame = requestAnimationFrame(readFrame);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        // Closed before the camera answered: give it back at once.
        if (!isOn || !videoRef.current) return stop();
        videoRef.current.srcObject = opened;
        await videoRef.current.play();
        frame = requestAnimationFrame(readFrame);
      })
      .catch(() => {
        if (!isOn) return;
        stop();
        failed();
      });
    return stop;
  }, []);

  return (
    <video
      ref={videoRef}
      aria-label={t`Camera: hold the card's QR code in view`}
      className="aspect-video w-full bg-surface-sunken object-cover"
      muted
      playsInline
    />
  );
}
