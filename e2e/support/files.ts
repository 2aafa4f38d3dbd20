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
