import { Link } from '@valley/shared/router';
import { paths } from '../../../config/paths';
import { cityLine } from '@valley/shared/address';
import type { MapMarker } from '../api/block-entry';
import styles from './map-block.module.css';
import { PhoneLink } from '@valley/shared/ui/phone-link';
import { GridList } from '@valley/shared/ui/grid-list';

export type PlaceKind = 'destination' | 'town';

/** A marker's popup and list entry: name link, and for destinations address, city line and phone. */
export function PlaceDetails({ place, kind }: { place: MapMarker; kind: PlaceKind }) {
  const href = kind === 'destination' ? paths.destination.href(place.slug) : paths.town.href(place.slug);
  const city = cityLine(place);
  return (
    <div className={styles.place}>
      <Link className={styles.placeName} to={href}>
        {place.name}
      </Link>
      {kind === 'destination' ? (
        <>
          {place.address ? <span>{place.address}</span> : null}
          {city ? <span>{city}</span> : null}
          {place.phone ? <PhoneLink phone={place.phone} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** One kind of the map's places under its heading, nothing when there are none. */
export function PlaceList({ heading, places, kind }: { heading: string; places: MapMarker[]; kind: PlaceKind }) {
  if (places.length === 0) return null;
  return (
    <>
      <h3 className={styles.placesHeading}>{heading}</h3>
      <GridList minColumn="14rem" gap="var(--space-3)" aria-label={`${heading} on this map`}>
        {places.map((place) => (
          <li key={place.slug}>
            <PlaceDetails place={place} kind={kind} />
          </li>
        ))}
      </GridList>
    </>
  );
}
