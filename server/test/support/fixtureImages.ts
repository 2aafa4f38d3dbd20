import sharp from 'sharp';

/** Real pictures made on the fly, so upload tests need no binary files in the repository. */
export function pngImage(width = 64, height = 48, color = '#C0392B'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 64, height = 48, color = '#2E86C1'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, GPS-like comment) that the server must strip. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#27AE60' } })
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'Tracker 3000', ImageDescription: 'home address here' } })
    .jpeg()
    .toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#F1C40F' } })
    .gif()
    .toBuffer();
}
