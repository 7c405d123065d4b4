import { useMemo, useState } from 'react';
import { useNavigate } from '@valley/shared/router';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { destinationBlocks } from '../api/destination-blocks';
import type { Destination } from '@valley/shared/schemas/destination';
import { useProfileIntentStore } from '@valley/shared/stores/profile-intent';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { FavoriteButton } from '@valley/shared/ui/favorite-button';
import { RichText } from '@valley/shared/ui/rich-text';
import { ShareButton } from '@valley/shared/ui/share-dialog';
import { Tabs } from '@valley/shared/ui/tabs';
import { PhoneLink } from '@valley/shared/ui/phone-link';
import { PhotoGallery } from '../../../components/gallery/photo-gallery';
import { placeOf } from '@valley/shared/map/place';
import { ZOOM } from '@valley/shared/map/settings';
import { PlacesMap } from '@valley/shared/map';
import styles from './destination-detail.module.css';
import { DestinationHead } from './destination-head';
import { ListingCare, VerifiedMark } from './listing-care';
import { UnconfirmedNote } from './unconfirmed-note';
import { useListingInsights } from '@valley/shared/insights/listing';
import { insightLinks, linkButtons } from '../../../lib/destination-links';
import { MediaImage } from '@valley/shared/ui/media-image';

export { linkButtons };

const TABS = ['Why Us', 'Amenities', 'Gallery'] as const;
const TAB_ITEMS = TABS.map((name) => ({ key: name, label: name }));

export function DestinationDetail({ destination }: { destination: Destination }) {
  useListingInsights('view', insightLinks(destination));
  const navigate = useNavigate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('Why Us');
  const place = placeOf(destination);
  // The same array across renders: a new one would update the block while it waits to hydrate, and load it at once (decision 059).
  const { id, name } = destination;
  const eventsBlock = useMemo(() => destinationBlocks({ id, name }), [id, name]);
  const address = [destination.address, destination.city, [destination.state, destination.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  const startFromProfile = (action: 'tip' | 'itinerary') => {
    useProfileIntentStore.getState().set({ action, destinationId: destination.id });
    navigate('/profile');
  };

  return (
    <article className={styles.page}>
      <DestinationHead destination={destination} />
      {destination.header_img ? <MediaImage className={styles.header} src={destination.header_img} sizes="100vw" alt="" fetchPriority="high" /> : null}
      <div className={styles.body}>
        <div className={styles.intro}>
          <div>
            <h1 className={styles.title}>{destination.name}</h1>
            <VerifiedMark destination={destination} />
          </div>
          <div className={styles.actions}>
            <FavoriteButton id={destination.id} type="destination" title={destination.name} />
            <ShareButton path={`/d/${destination.slug}`} title={destination.name} listing={{ listing: 'destination', id: destination.id }} />
            <Button variant="outline" onClick={() => startFromProfile('tip')}>
              Add a Tip
            </Button>
            <Button variant="outline" onClick={() => startFromProfile('itinerary')}>
              Add to Itinerary
            </Button>
          </div>
        </div>
        {/* The picture beside the visit panel, so a desktop screen is used across its width (issue 26). */}
        <div className={destination.main_img ? styles.overview : undefined}>
          {destination.main_img ? (
            <MediaImage className={styles.main} src={destination.main_img} sizes="(min-width: 900px) 60vw, 100vw" alt={destination.name} />
          ) : null}
          <aside className={styles.visit} aria-labelledby="destination-visit">
            <h2 id="destination-visit" className={styles.visitTitle}>
              Plan your visit
            </h2>
            <UnconfirmedNote destination={destination} />
            <p className={styles.address}>{address}</p>
            {destination.phone ? (
              <p>
                <PhoneLink phone={destination.phone} />
              </p>
            ) : null}
            {destination.bd_lowest_rate !== null && destination.reservations_link ? (
              <a className={styles.rate} href={destination.reservations_link} target="_blank" rel="noopener noreferrer">
                starting at ${destination.bd_lowest_rate}
              </a>
            ) : null}
            <ul className={styles.links} aria-label="Links">
              {linkButtons(destination).map((link) => (
                <li key={link.label}>
                  <a
                    className={buttonClass('outline')}
                    href={link.href}
                    {...(link.href.startsWith('tel:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <RichText className={styles.callout} html={destination.callout_content} />
            <RichText className={styles.sideNote} html={destination.sidebar_callout_content} />
            <ListingCare destination={destination} />
          </aside>
        </div>

        <Tabs label="About this place" items={TAB_ITEMS} selected={tab} onSelect={setTab} panelClassName={styles.panel}>
          {tab === 'Why Us' ? <RichText html={destination.content} /> : null}
          {tab === 'Amenities' ? (
            destination.d_amenities.length > 0 ? (
              <ul className={styles.amenities}>
                {destination.d_amenities.map((amenity) => (
                  <li key={amenity.name}>{amenity.name}</li>
                ))}
              </ul>
            ) : (
              <p>No amenities listed yet.</p>
            )
          ) : null}
          {tab === 'Gallery' ? <PhotoGallery images={destination.d_gallery_images} name={destination.name} /> : null}
        </Tabs>

        {/* Events at the place come from mf-events, through the shell's block renderer. */}
        <ContentBlocks blocks={eventsBlock} />
        {place.lat !== null && place.lng !== null ? (
          <section aria-labelledby="destination-map" className={styles.mapSection}>
            <h2 id="destination-map">Map</h2>
            <PlacesMap className={styles.map} label={`Map of ${destination.name}`} places={[place]} center={[place.lat, place.lng]} zoom={ZOOM.detail} popups />
          </section>
        ) : null}
      </div>
    </article>
  );
}
