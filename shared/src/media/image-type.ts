// One check for both ends: the browser refuses a non-image on selection, the API before decoding (decision 009, 041).

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** The most bytes `detectImageType` reads: an ISO-BMFF `ftyp` box is looked at up to here. */
export const IMAGE_SIGNATURE_BYTES = 256;

export const NOT_AN_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';

const startsWith = (bytes: Uint8Array, expected: readonly number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The raster format the bytes start with, or null (SVG, HTML, PDF, text and anything else). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands...]
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 16) {
    const declared = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const boxSize = Math.min(declared, bytes.length, IMAGE_SIGNATURE_BYTES);
    for (let offset = 8; offset + 4 <= boxSize; offset += offset === 8 ? 8 : 4) {
      const brand = latin1(bytes, offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}
