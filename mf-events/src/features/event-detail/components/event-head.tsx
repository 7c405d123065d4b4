import { useApi } from '@valley/shared/api/swr';
import { eventSchedule } from '@valley/shared/recurrence';
import type { Event } from '@valley/shared/schemas/event';
import {
  SITE_NAME,
  absoluteImage,
  absoluteUrl,
  breadcrumbLd,
  compact,
  describe,
  geo,
  organizationLd,
  rich,
  sameAs,
  telephone,
  type JsonLd,
  type SiteOrigins,
} from '@valley/shared/seo';
import { PageHead, useSiteOrigins } from '@valley/shared/ui/page-head';
import { paths } from '../../../config/paths';

const eventDescription = (event: Event) => describe(event.summary, rich(event.content));

/** The event as a schema.org Event (with its Schedule when it recurs) and its breadcrumb, for search results' event listings. */
export function eventLd(
  event: Event,
  { siteUrl, apiUrl }: SiteOrigins,
  { image, organization }: { image: string | null; organization?: string | null },
): JsonLd[] {
  const path = paths.event.href(event.slug);
  const placeName = event.destination_name || event.address || SITE_NAME;
  const picture = absoluteImage(image, apiUrl);
  const ld = compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: eventDescription(event),
    url: absoluteUrl(siteUrl, path),
    image: picture ? [picture] : [],
    startDate: event.starts,
    endDate: event.ends,
    eventSchedule: eventSchedule(event),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: compact({
      '@type': 'Place',
      name: placeName,
      url: event.destination_slug ? absoluteUrl(siteUrl, `/d/${event.destination_slug}`) : null,
      address: event.address ? { '@type': 'PostalAddress', streetAddress: event.address, addressCountry: 'US' } : placeName,
      telephone: telephone(event.phone),
      geo: geo(event.location_formatted_latitude, event.location_formatted_longitude),
    }),
    organizer: organizationLd(siteUrl, organization),
    sameAs: sameAs(event.website),
  });
  return [
    ld,
    breadcrumbLd(siteUrl, [
      { name: 'Events', path: paths.events.href() },
      { name: event.title, path },
    ]),
  ];
}

/** /events/{slug}'s head: the event's title, summary and picture, and its Event JSON-LD (decision 058). */
export function EventHead({ event }: { event: Event }) {
  const origins = useSiteOrigins();
  const { data: globals } = useApi('globals', {});
  const image = event.main_img ?? event.header_img ?? globals?.default_event_img ?? null;
  return (
    <PageHead
      title={event.title}
      description={eventDescription(event)}
      image={image}
      path={paths.event.href(event.slug)}
      jsonLd={eventLd(event, origins, { image, organization: globals?.organization })}
    />
  );
}
