import type { DestinationCard } from '@valley/shared/schemas/destination';
import { cityLine } from '@valley/shared/address';
import styles from '../../../components/listing/listing.module.css';
import { ListingCardBody } from '../../../components/listing/listing-card-body';

/** A destination's card in a listing: image, name, town and the lowest rate. */
export function DestinationCardBody({ destination }: { destination: DestinationCard }) {
  return (
    <ListingCardBody image={destination.main_img} sizes="(max-width: 399px) 100vw, (max-width: 1199px) 30vw, 20vw" name={destination.name}>
      {destination.city ? <span className={styles.cardMeta}>{cityLine(destination)}</span> : null}
      {destination.bd_lowest_rate ? <span className={styles.rate}>starting at ${destination.bd_lowest_rate}</span> : null}
    </ListingCardBody>
  );
}
