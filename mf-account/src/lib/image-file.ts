/** member-area §5, §9: uploads over 5,000,000 bytes are refused with this alert. */
export const MAX_UPLOAD_BYTES = 5_000_000;
export const FILE_TOO_BIG = 'File is too big!';

/** An image field of an update: unchanged → null (the API keeps it), removed → '', new → its data URL. A create sends what there is. */
export const imageChange = (value: string, saved: string | null | undefined): string | null => (value === (saved ?? '') ? null : value);

/** Reads a chosen file as a data URL, the form the API takes images in (decision 009). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read')));
    reader.readAsDataURL(file);
  });
}

/** The checks of every image input: too big → the spec's alert, anything but an image → cleared either way. Answers the file to use. */
export function acceptImage(input: HTMLInputElement): File | null {
  return acceptImages(input)[0] ?? null;
}

/** The same checks for a multiple-file input (gallery photos): one file too big refuses the choice. */
export function acceptImages(input: HTMLInputElement): File[] {
  const files = [...(input.files ?? [])];
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
    window.alert(FILE_TOO_BIG);
    input.value = '';
    return [];
  }
  const images = files.filter((file) => !file.type || file.type.startsWith('image/'));
  if (images.length === 0) input.value = '';
  return images;
}
