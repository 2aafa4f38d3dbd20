import jsQR from 'jsqr';
import { normaliseCardNumber } from '../../src/domain/memberCard';

/**
 * A picture is read at most this wide or tall: a phone's 12-megapixel photo scaled down still holds a
 * card's code many pixels a module, and jsQR's time grows with every pixel.
 */
const MOST_PIXELS_A_SIDE = 1280;

/** A 2D context to draw one frame or picture on: an offscreen canvas where the browser has one. */
function drawingContext(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height).getContext('2d');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true });
}

/**
 * The card number in an image (a camera frame, a chosen picture), or null when it holds no QR code or
 * the code is not a card number (docs/product.md, "Member card": a card's code is its number alone).
 */
export function readCardNumberIn(image: CanvasImageSource, width: number, height: number): string | null {
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MOST_PIXELS_A_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const context = drawingContext(w, h);
  if (!context) return null;
  context.drawImage(image, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  // The card's code is dark on light in both themes (src/components/QrCode.tsx): no inverted tries.
  const code = jsQR(data, w, h, { inversionAttempts: 'dontInvert' });
  return code ? normaliseCardNumber(code.data) : null;
}

/** The card number in a chosen picture, or null when none can be read (not an image, no code, not a card's). */
export async function readQrCode(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return readCardNumberIn(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
