// schema.org JSON-LD pieces every kind of page uses; each page's own type (an Event, a LocalBusiness) is built beside its component.
import { usPhoneDigits } from '../lib/address';
import { SITE_NAME } from './text';

export type JsonLd = Record<string, unknown>;

/** Drops null, undefined, '' and [] so JSON-LD carries only what is known. */
export function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

/** Phone numbers as schema.org telephone values, with the +1 prefix the site's phone links use. */
export function telephone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  if (phone.trim().startsWith('+')) return phone.trim();
  const local = usPhoneDigits(phone);
  return local === null ? phone.trim() : `+1-${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
}

const number = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) ? parsed : null;
};

export function geo(latitude: unknown, longitude: unknown): JsonLd | null {
  const lat = number(latitude);
  const lng = number(longitude);
  return lat === null || lng === null ? null : { '@type': 'GeoCoordinates', latitude: lat, longitude: lng };
}

/** Links worth naming as the same thing elsewhere: absolute http(s) URLs only. */
export const sameAs = (...links: unknown[]): string[] => links.filter((link): link is string => typeof link === 'string' && /^https?:\/\//i.test(link));

/** Where the site and the API are reached from outside (config.json), to write absolute addresses. */
export interface SiteOrigins {
  siteUrl: string;
  apiUrl: string;
}

/** A site address of a path, given the site's public origin (config.json's siteUrl). */
export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** An image URL as an absolute http(s) address, relative ones against the API's; anything else is no image. */
export function absoluteImage(url: string | null | undefined, apiUrl: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, `${apiUrl.replace(/\/+$/, '')}/`);
    return /^https?:$/.test(absolute.protocol) ? absolute.href : null;
  } catch {
    return null;
  }
}

export function webPageLd(
  siteUrl: string,
  { name, description, url, image, type = 'WebPage' }: { name: string; description: string; url: string; image?: string | null; type?: string },
): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url,
    image,
    inLanguage: 'en-US',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') },
  });
}

/** A breadcrumb trail from Home through `trail` (each crumb a name and a site path). */
export function breadcrumbLd(siteUrl: string, trail: Array<{ name: string; path: string }>): JsonLd {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(siteUrl, crumb.path) })),
  };
}

/**
 * A CMS-backed page or a listing: WebPage (or a subtype such as CollectionPage) and its breadcrumb trail, by default Home › the page.
 */
export function webPageWithTrail(
  { siteUrl, apiUrl }: SiteOrigins,
  {
    name,
    description,
    path,
    image,
    type,
    trail = [{ name, path }],
  }: { name: string; description: string; path: string; image?: string | null; type?: string; trail?: Array<{ name: string; path: string }> },
): JsonLd[] {
  return [webPageLd(siteUrl, { name, description, url: absoluteUrl(siteUrl, path), image: absoluteImage(image, apiUrl), type }), breadcrumbLd(siteUrl, trail)];
}

/** The organisation that publishes the site, for an event's organizer and an article's author. */
export const organizationLd = (siteUrl: string, name: string | null | undefined): JsonLd => ({
  '@type': 'Organization',
  name: name || SITE_NAME,
  url: absoluteUrl(siteUrl, '/'),
});

/** JSON for a <script> element: `<`, `>` and `&` escaped so '</script>' or '<!--' in the data cannot end it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
