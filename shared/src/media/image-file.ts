// Image inputs in the browser, the member area's and the studio's: the spec's size alert, images only, read as the data URLs the API takes.
import { detectImageType, IMAGE_SIGNATURE_BYTES, NOT_AN_IMAGE_MESSAGE } from '@valley/shared/media/image-type';

/** member-area §5, §9: uploads over 5,000,000 bytes are refused with this alert. */
export const MAX_UPLOAD_BYTES = 5_000_000;
export const FILE_TOO_BIG = 'File is too big!';

/** An image field of an update: unchanged → null (the API keeps it), removed → '', new → its data URL. A create sends what there is. */
export const imageChange = (value: string, saved: string | null | undefined): string | null => (value === (saved ?? '') ? null : value);

function read<T extends string | ArrayBuffer>(file: Blob, how: 'readAsDataURL' | 'readAsArrayBuffer'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as T));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read')));
    reader[how](file);
  });
}

/** Reads a chosen file as a data URL, the form the API takes images in (decision 009). */
export const readAsDataUrl = (file: Blob): Promise<string> => read<string>(file, 'readAsDataURL');

/** Whether the file's first bytes are a JPEG, PNG, WebP, GIF or AVIF: a renamed text file or an SVG is not (decision 041). */
const isRasterImage = async (file: File) =>
  detectImageType(new Uint8Array(await read<ArrayBuffer>(file.slice(0, IMAGE_SIGNATURE_BYTES), 'readAsArrayBuffer'))) !== null;

export interface AcceptedImages {
  files: File[];
  /** Why some chosen files were refused, naming them; null when none was (the size alert is the spec's own). */
  refused: string | null;
}

/** The checks of every image input: too big → the spec's alert and the field cleared; a file that is not an image → refused, saying why. */
export async function acceptImages(input: HTMLInputElement): Promise<AcceptedImages> {
  const files = [...(input.files ?? [])];
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
    window.alert(FILE_TOO_BIG);
    input.value = '';
    return { files: [], refused: null };
  }
  const checked = await Promise.all(files.map(async (file) => ({ file, image: await isRasterImage(file) })));
  const images = checked.filter((entry) => entry.image).map((entry) => entry.file);
  const others = checked.filter((entry) => !entry.image).map((entry) => `“${entry.file.name}”`);
  if (images.length === 0) input.value = '';
  const refused = others.length === 0 ? null : `${others.join(', ')} ${others.length === 1 ? 'is not an image' : 'are not images'}. ${NOT_AN_IMAGE_MESSAGE}.`;
  return { files: images, refused };
}

/** The same for a single-image input. */
export async function acceptImage(input: HTMLInputElement): Promise<{ file: File | null; refused: string | null }> {
  const { files, refused } = await acceptImages(input);
  return { file: files[0] ?? null, refused };
}
