export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The avatar's side in pixels: the API centre-crops avatars to a square and shows them round. */
export const AVATAR_SIDE = 400;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('The image could not be read')));
    image.src = src;
  });
}

/** Cuts the chosen square out of the picture, as the JPEG data URL the profile update takes. */
export async function cropToDataUrl(src: string, area: PixelArea, side = AVATAR_SIDE): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvas.toDataURL('image/jpeg', 0.9);
}
