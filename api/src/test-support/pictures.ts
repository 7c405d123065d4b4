import sharp from 'sharp';

/** Flat colour fields: large in pixels, small in bytes (a PNG of 40 MP stays under a megabyte), which must still be decoded in full. */
export const flatPng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 3), channels: 3, background: { r: 230, g: 180, b: 30 } } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** Bytes as a data URL, the way the member forms send an image. */
export const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
