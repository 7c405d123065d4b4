/** Embeds are never injected as HTML: the shell checks the iframe's address against this allow-list and builds the iframe itself. */
export const EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

/** The URL when it is an https address on an allow-listed host (no credentials), else null. */
export function allowedEmbedUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return EMBED_HOSTS.includes(url.hostname.toLowerCase()) ? url : null;
}

export interface ParsedFrame {
  src: URL;
  title: string | null;
}

/** The first `<iframe>` of an HTML snippet when its `src` is allow-listed, parsed in an inert DOMParser document so nothing runs or loads. */
export function frameFromHtml(html: string | null | undefined): ParsedFrame | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const frame = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
  const src = allowedEmbedUrl(frame?.getAttribute('src'));
  if (!frame || !src) return null;
  const title = frame.getAttribute('title')?.trim();
  return { src, title: title || null };
}

/** '16:9' → '16 / 9' for CSS aspect-ratio; anything malformed falls back to 16 / 9. */
export function aspectRatio(value: string | null): string {
  const match = /^(\d{1,4})\s*[:/x]\s*(\d{1,4})$/.exec(value?.trim() ?? '');
  return match && Number(match[1]) > 0 && Number(match[2]) > 0 ? `${match[1]} / ${match[2]}` : '16 / 9';
}
