import sharp from 'sharp';

/** What Playwright's setInputFiles takes for an in-memory file. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real, small PNG (a coffee-brown square) for product and profile photos. */
export async function smallPng(name = 'photo.png'): Promise<FilePayload> {
  const buffer = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 111, g: 78, b: 55 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real PNG over the 4388608-byte limit: random pixels, stored uncompressed. */
export async function hugePng(name = 'huge.png'): Promise<FilePayload> {
  const width = 1400;
  const height = 1100;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (buffer.length < 4_388_608) throw new Error(`hugePng is only ${buffer.length} bytes`);
  return { name, mimeType: 'image/png', buffer };
}

/** A file of a type the pickers refuse. */
export function textFile(name = 'notes.txt'): FilePayload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('not an image\n') };
}

/**
 * A PNG of the QR code of `text`, drawn as the app draws the member card's (lean-qr's path, dark on
 * white with the four-module quiet zone of src/components/QrCode.tsx), 8 pixels a module, as a photo
 * of a card on a screen would hold it.
 */
export async function qrPng(text: string, name = 'card.png'): Promise<FilePayload> {
  const { generate } = await import('lean-qr');
  const { toSvgPath } = await import('lean-qr/extras/svg');
  const code = generate(text);
  const quiet = 4;
  const full = code.size + quiet * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${full * 8}" height="${full * 8}" viewBox="${-quiet} ${-quiet} ${full} ${full}" shape-rendering="crispEdges"><rect x="${-quiet}" y="${-quiet}" width="${full}" height="${full}" fill="#ffffff"/><path d="${toSvgPath(code)}" fill="#000000"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
