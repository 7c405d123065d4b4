import { Link } from '@valley/shared/router';
import type { Itinerary } from '@valley/shared/schemas/itinerary';
import { RichText } from '@valley/shared/ui/rich-text';
import type { MapPlace } from '@valley/shared/map/place';
import { placeOf } from '@valley/shared/map/place';
import { DrawerActions } from '../../../components/listing/drawer-actions';
import { paths } from '../../../config/paths';
import listing from '../../../components/listing/listing.module.css';
import { ListingCardBody } from '../../../components/listing/listing-card-body';

/** 'By {display_name} from {city}': the itinerary's author line. */
export function itineraryAuthorLine(itinerary: Itinerary): string {
  const { display_name: name, city } = itinerary.user_data;
  return city ? `By ${name} from ${city}` : `By ${name}`;
}

/** Where an itinerary sits on the list map: its main destination, else its first stop with a location. */
export function itineraryPlace(itinerary: Itinerary): MapPlace {
  const stop = itinerary.destination ?? itinerary.items_list.find((item) => item.destination?.location_latitude != null)?.destination ?? null;
  return stop ? { ...placeOf(stop), id: itinerary.id, name: itinerary.title } : { id: itinerary.id, name: itinerary.title, lat: null, lng: null };
}

export function ItineraryCardBody({ itinerary }: { itinerary: Itinerary }) {
  const stops = itinerary.items_list.length;
  return (
    <ListingCardBody image={itinerary.main_img} sizes="(max-width: 399px) 100vw, 30vw" name={itinerary.title}>
      <span className={listing.cardMeta}>
        {stops} {stops === 1 ? 'stop' : 'stops'} · {itineraryAuthorLine(itinerary)}
      </span>
    </ListingCardBody>
  );
}

export function ItineraryDrawerBody({ itinerary }: { itinerary: Itinerary }) {
  return (
    <div className={listing.drawerBody}>
      <p className={listing.cardMeta}>{itineraryAuthorLine(itinerary)}</p>
      <RichText html={itinerary.content} />
      <ol>
        {itinerary.items_list.map((item, index) => (
          <li key={index}>
            {item.destination ? <Link to={paths.destination.href(item.destination.slug)}>{item.destination.name}</Link> : item.destination_name}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ItineraryDrawerActions({ itinerary, onClose }: { itinerary: Itinerary; onClose: () => void }) {
  return <DrawerActions onClose={onClose} to={paths.itinerary.href(itinerary.slug)} label="More Information" />;
}
