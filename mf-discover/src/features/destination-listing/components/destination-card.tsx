import type { DestinationCard } from '@valley/shared/schemas/destination';
import { cityLine } from '@valley/shared/address';
import styles from '../../../components/listing/listing.module.css';
import { MediaImage } from '@valley/shared/ui/media-image';

/** A destination's card in a listing: image, name, town and the lowest rate. */
export function DestinationCardBody({ destination }: { destination: DestinationCard }) {
  return (
    <>
      {destination.main_img ? (
        <MediaImage
          className={styles.cardImage}
          src={destination.main_img}
          sizes="(max-width: 399px) 100vw, (max-width: 1199px) 30vw, 20vw"
          alt=""
          loading="lazy"
          fallbackSize={{ width: 1000, height: 1000 }}
        />
      ) : null}
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{destination.name}</span>
        {destination.city ? <span className={styles.cardMeta}>{cityLine(destination)}</span> : null}
        {destination.bd_lowest_rate ? <span className={styles.rate}>starting at ${destination.bd_lowest_rate}</span> : null}
      </span>
    </>
  );
}
