import { phoneHref } from '@valley/shared/address';
import type { Destination } from '@valley/shared/schemas/destination';

const SOCIAL = new Set(['Facebook', 'Instagram', 'X', 'YouTube', 'Pinterest']);

/** The destination's links by the button insights count them under (decision 046). */
export function insightLinks(destination: Destination) {
  const links = linkButtons(destination);
  const of = (test: (label: string) => boolean) => links.filter((link) => test(link.label)).map((link) => link.href);
  return {
    listing: 'destination' as const,
    id: destination.id,
    links: {
      website: of((label) => ['Website', 'Menu', 'Golf'].includes(label)),
      reservations: of((label) => label === 'Reservations'),
      directions: of((label) => label === 'Get Directions' || label === 'Map'),
      phone: of((label) => label === 'Call'),
      social: of((label) => SOCIAL.has(label)),
    },
  };
}

/** The link buttons of the spec, in its order, each shown only when the destination has it. */
export function linkButtons(destination: Destination): { label: string; href: string }[] {
  const directions =
    destination.location_latitude !== null && destination.location_longitude !== null
      ? `https://www.google.com/maps/dir/?api=1&destination=${destination.location_latitude},${destination.location_longitude}`
      : null;
  const candidates: [string, string | null][] = [
    ['Website', destination.website],
    ['Call', destination.phone ? phoneHref(destination.phone) : null],
    ['Get Directions', directions],
    ['Map', destination.map_link],
    ['Reservations', destination.reservations_link],
    ['Menu', destination.restaurant_link],
    ['Golf', destination.golf_link],
    ['Facebook', destination.facebook_link],
    ['Instagram', destination.instagram_link],
    ['X', destination.twitter_link],
    ['YouTube', destination.youtube_link],
    ['Pinterest', destination.pinterest_link],
  ];
  return candidates.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}
