import { Link } from 'react-router-dom';
import type { Destination } from '@valley/shared/schemas/destination';
import { paths } from '../../../config/paths';
import styles from './destination-card.module.css';

export function DestinationCard({ destination }: { destination: Destination }) {
  return (
    <article className={styles.card}>
      {destination.main_img ? (
        <img className={styles.image} src={destination.main_img} alt="" width={600} height={400} loading="lazy" />
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={paths.destination.href(destination.slug)}>{destination.name}</Link>
        </h2>
        {destination.city ? (
          <p className={styles.place}>
            {destination.city}, {destination.state ?? 'PA'}
          </p>
        ) : null}
        {destination.bd_lowest_rate ? <p className={styles.rate}>starting at ${destination.bd_lowest_rate}</p> : null}
      </div>
    </article>
  );
}
