import { useId, useRef } from 'react';
import { Link } from '@valley/shared/router';
import type { DestinationCard } from '@valley/shared/schemas/destination';
import { paths } from '../../../config/paths';
import styles from './featured-carousel.module.css';
import { MediaImage } from '@valley/shared/ui/media-image';

/** §9: the featured subset is the first 10 results. */
export const FEATURED_COUNT = 10;

/** The featured-destination carousel: a scroll-snapping row with Previous/Next, links to each place. */
export function FeaturedCarousel({ title, destinations }: { title: string; destinations: DestinationCard[] | undefined }) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const featured = (destinations ?? []).slice(0, FEATURED_COUNT);
  // While the results load, the carousel keeps its space (nothing below it jumps when they come).
  if (destinations !== undefined && featured.length === 0) return null;
  const move = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <div className={styles.controls}>
          <button type="button" onClick={() => move(-1)} aria-label="Previous featured destinations">
            ‹
          </button>
          <button type="button" onClick={() => move(1)} aria-label="Next featured destinations">
            ›
          </button>
        </div>
      </div>
      <ul ref={track} className={styles.track}>
        {featured.map((destination) => {
          return (
            <li key={destination.id} className={styles.slide}>
              <Link to={paths.destination.href(destination.slug)} className={styles.link}>
                {destination.main_img ? (
                  <MediaImage
                    src={destination.main_img}
                    sizes="18rem"
                    alt=""
                    loading="lazy"
                    className={styles.image}
                    fallbackSize={{ width: 1000, height: 1000 }}
                  />
                ) : null}
                <span className={styles.name}>{destination.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
