/** Embeds are never injected as HTML: the shell checks the iframe's address against this allow-list and builds the iframe itself. */
export const EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * A video page's address as a board copies it (youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/…, vimeo.com/123) as its
 * player's: YouTube's privacy-enhanced one, which sets no cookie before play. Any other address is left as it is.
 */
function playerAddress(url: URL): URL {
  const host = url.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
  const youtube =
    host === 'youtube.com'
      ? url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1]
      : host === 'youtu.be'
        ? url.pathname.slice(1)
        : null;
  if (youtube && VIDEO_ID.test(youtube)) return new URL(`https://www.youtube-nocookie.com/embed/${youtube}`);
  const vimeo = host === 'vimeo.com' ? /^\/(\d{1,12})$/.exec(url.pathname)?.[1] : null;
  return vimeo ? new URL(`https://player.vimeo.com/video/${vimeo}`) : url;
}

/** The player's URL when the address is (or plays through) an https address on an allow-listed host (no credentials), else null. */
export function allowedEmbedUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = playerAddress(new URL(raw.trim()));
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
