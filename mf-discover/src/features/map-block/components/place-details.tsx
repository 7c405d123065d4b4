import { Link } from '@valley/shared/router';
import { paths } from '../../../config/paths';
import { cityLine, phoneHref } from '@valley/shared/address';
import type { MapMarker } from '../api/block-entry';
import styles from './map-block.module.css';

export type PlaceKind = 'destination' | 'town';

/** A marker's popup and list entry: name link, and for destinations address, city line and phone. */
export function PlaceDetails({ place, kind }: { place: MapMarker; kind: PlaceKind }) {
  const href = kind === 'destination' ? paths.destination.href(place.slug) : paths.town.href(place.slug);
  const city = cityLine(place);
  const tel = place.phone ? phoneHref(place.phone) : null;
  return (
    <div className={styles.place}>
      <Link className={styles.placeName} to={href}>
        {place.name}
      </Link>
      {kind === 'destination' ? (
        <>
          {place.address ? <span>{place.address}</span> : null}
          {city ? <span>{city}</span> : null}
          {place.phone ? tel ? <a href={tel}>{place.phone}</a> : <span>{place.phone}</span> : null}
        </>
      ) : null}
    </div>
  );
}
