import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors';

/** Sizes of the placeholder images by collection; everything else is 800×600. */
export const MEDIA_SIZES: Record<string, { width: number; height: number }> = {
  headers: { width: 1600, height: 500 },
  logos: { width: 400, height: 200 },
};
const DEFAULT_SIZE = { width: 800, height: 600 };

export const mediaSize = (collection: string) => MEDIA_SIZES[collection] ?? DEFAULT_SIZE;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** A gradient card with the name on it; the colour comes from the name, so it never changes. */
export function placeholderSvg(collection: string, name: string): string {
  const { width, height } = mediaSize(collection);
  const hash = createHash('sha1').update(`${collection}/${name}`).digest();
  const hue = Math.round(((hash[0] ?? 0) / 255) * 360);
  const hue2 = (hue + 40 + ((hash[1] ?? 0) % 60)) % 360;
  const title = escapeXml(
    name
      .split('-')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  );
  const fontSize = Math.round(Math.min(width / Math.max(title.length, 8) * 1.4, height / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 28%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" fill="#fff" font-family="Georgia, serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${title}</text>
</svg>`;
}

/** `/media/{collection}/{name}.svg`: generated placeholders (no files, no network). */
export function registerMediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { collection: string; file: string } }>('/media/:collection/:file', { config: { publicCache: true } }, async (request, reply) => {
    const { collection, file } = request.params;
    const match = /^([a-z0-9-]{1,120})\.svg$/.exec(file);
    if (!/^[a-z0-9-]{1,40}$/.test(collection) || !match?.[1]) {
      return reply.code(404).send(errorBody(404, 'Image not found'));
    }
    return reply.type('image/svg+xml').send(placeholderSvg(collection, match[1]));
  });
}

export const mediaPath = (collection: string, name: string) => `/media/${collection}/${name}.svg`;
