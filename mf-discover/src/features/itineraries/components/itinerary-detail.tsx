import { useMemo } from 'react';
import { Link } from '@valley/shared/router';
import type { Itinerary } from '@valley/shared/schemas/itinerary';
import { RichText } from '@valley/shared/ui/rich-text';
import { ShareButton } from '@valley/shared/ui/share-dialog';
import { placeOf, type MapPlace } from '@valley/shared/map/place';
import { VALLEY_CENTER, ZOOM } from '@valley/shared/map/settings';
import { PlacesMap } from '@valley/shared/map';
import { paths } from '../../../config/paths';
import { cityLine } from '@valley/shared/address';
import { itineraryAuthorLine } from './itinerary-parts';
import story from '../../../components/story/story-page.module.css';
import styles from './itinerary-detail.module.css';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { Button } from '@valley/shared/ui/button';
import { MediaImage } from '@valley/shared/ui/media-image';
import { StoryHeader } from '../../../components/story/story-header';
import { StoryImage } from '../../../components/story/story-image';
import { PlaceAddress } from '../../../components/place-address';

/**
 * `/itineraries/{slug}`: the itinerary, its numbered stops and an overview map of every stop.
 * The print layout (Print, or the browser's own) drops buttons, the map's controls and the chrome.
 */
export function ItineraryDetail({ itinerary }: { itinerary: Itinerary }) {
  const destination = itinerary.destination;
  const stops = useMemo(
    () =>
      itinerary.items_list.flatMap((item, index): MapPlace[] =>
        item.destination ? [{ ...placeOf(item.destination), id: index + 1, name: `${index + 1}. ${item.destination.name}` }] : [],
      ),
    [itinerary.items_list],
  );
  const first = stops.find((stop) => stop.lat !== null && stop.lng !== null);

  return (
    <article className={styles.page}>
      <WebPageHead
        title={itinerary.title}
        description={describe(itinerary.meta_description, rich(itinerary.content))}
        image={itinerary.main_img ?? itinerary.header_img ?? null}
        path={paths.itinerary.href(itinerary.slug)}
        trail={[
          { name: 'Itineraries', path: paths.itineraries.href() },
          { name: itinerary.title, path: paths.itinerary.href(itinerary.slug) },
        ]}
      />
      {itinerary.header_img ? (
        <MediaImage
          className={styles.header}
          src={itinerary.header_img}
          sizes="100vw"
          alt=""
          fetchPriority="high"
          fallbackSize={{ width: 2000, height: 1000 }}
        />
      ) : null}
      <div className={styles.body}>
        <StoryHeader kicker="Itinerary" title={itinerary.title} author={itineraryAuthorLine(itinerary)}>
          <div className={styles.actions}>
            <ShareButton path={paths.itinerary.href(itinerary.slug)} title={itinerary.title} />
            <Button variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </StoryHeader>
        <div className={story.grid}>
          <div>
            {itinerary.main_img ? <StoryImage src={itinerary.main_img} title={itinerary.title} /> : null}
            <RichText className={styles.content} html={itinerary.content} />
          </div>
          {destination ? (
            <aside className={styles.place} aria-label="Starting point">
              <h2>
                <Link to={paths.destination.href(destination.slug)}>{destination.name}</Link>
              </h2>
              <PlaceAddress className={story.address} place={destination} phone={destination.phone} />
            </aside>
          ) : null}
        </div>

        <section aria-labelledby="itinerary-stops">
          <h2 id="itinerary-stops">The Stops</h2>
          <ol className={styles.steps}>
            {itinerary.items_list.map((item, index) => (
              <li key={index} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.stepName}>
                    {item.destination ? <Link to={paths.destination.href(item.destination.slug)}>{item.destination.name}</Link> : item.destination_name}
                  </h3>
                  {item.destination?.address ? (
                    <p className={styles.stepAddress}>{[item.destination.address, cityLine(item.destination)].filter(Boolean).join(', ')}</p>
                  ) : null}
                  {item.event ? (
                    <p>
                      Event: <Link to={`/events/${item.event.slug}`}>{item.event.title}</Link>
                    </p>
                  ) : null}
                  <RichText html={item.content} />
                </div>
              </li>
            ))}
          </ol>
        </section>

        {stops.length > 0 ? (
          <section aria-labelledby="itinerary-map" className={styles.mapSection}>
            <h2 id="itinerary-map">Map of the Stops</h2>
            <PlacesMap
              className={styles.map}
              label={`Map of the stops of ${itinerary.title}`}
              places={stops}
              center={first && first.lat !== null && first.lng !== null ? [first.lat, first.lng] : VALLEY_CENTER}
              zoom={ZOOM.town}
              fitToPlaces
              popups
            />
          </section>
        ) : null}
      </div>
    </article>
  );
}
