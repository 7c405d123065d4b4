// Security headers of every served app (decision 018): scripts only from the page's origin (the remotes' files are on it, under
// /_apps/: decision 105), data from the API, no framing, and no plugin or <base> tag that could change where code loads from.
import { EARLY_TAP_SOURCE } from '../../shared/build/early-tap.mjs';

/** The origin of a URL, or null for anything that is not http(s). */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Tile hosts from a Leaflet URL template (`https://{s}.tile.example/{z}/{x}/{y}.png`): subdomains become a wildcard. */
export function tileSource(template) {
  if (!template) return null;
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return null;
  const host = match[2].replace(/\{s\}/, '*').replace(/\{[^}]+\}/g, '*');
  return `${match[1]}://${host}`;
}

const DEFAULT_TILES = 'https://*.tile.openstreetmap.org';
/** Video hosts the shell's embed block may frame (shell/src/features/blocks/embed-source.ts). */
const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy of an app's pages.
 * @param {{ apiUrl?: string, tileUrl?: string, thirdParty?: Record<string, string> }} config   the app's config.json
 * @param {{ nonce?: string, shellPage?: boolean }} [page]   the response's nonce; whether it is the shell's page, with its inline first script
 */
export function contentSecurityPolicy(config, { nonce, shellPage = false } = {}) {
  const api = originOf(config.apiUrl ?? '');
  const tiles = tileSource(config.tileUrl) ?? DEFAULT_TILES;
  // A configured chat widget, tag manager or ad server: its origin may run its script, call home, draw pixels and frames (decision 042).
  const thirdParty = Object.values(config.thirdParty ?? {}).map(originOf);
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    // A server-rendered page's own inline scripts (React's boundary reveals) carry this response's nonce (decision 048); the shell's
    // page has one inline script of its own, named by its hash (decision 135). A remote's harness page has none.
    `script-src ${list("'self'", shellPage && EARLY_TAP_SOURCE, nonce && `'nonce-${nonce}'`, ...thirdParty)}`,
    // The style tags react-hot-toast writes at run time.
    `style-src ${list("'self'", "'unsafe-inline'", ...thirdParty)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, tiles, ...thirdParty)}`,
    `font-src ${list("'self'", 'data:', ...thirdParty)}`,
    `connect-src ${list("'self'", api, ...thirdParty)}`,
    `media-src ${list("'self'", api)}`,
    `frame-src ${list(...FRAME_HOSTS, ...thirdParty)}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Headers for an app's HTML documents.
 * @param {{ nonce?: string, shellPage?: boolean }} [page]   as contentSecurityPolicy's
 */
export function documentSecurityHeaders(config, page = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, page),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
