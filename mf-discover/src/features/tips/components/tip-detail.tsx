import { Link } from '@valley/shared/router';
import type { Tip } from '@valley/shared/schemas/tip';
import { RichText } from '@valley/shared/ui/rich-text';
import { ShareButton } from '@valley/shared/ui/share-dialog';
import { PhotoGallery } from '../../../components/gallery/photo-gallery';
import { placeOf } from '@valley/shared/map/place';
import { ZOOM } from '@valley/shared/map/settings';
import { PlacesMap } from '@valley/shared/map';
import { paths } from '../../../config/paths';
import { tipAuthorLine } from './tip-parts';
import story from '../../../components/story/story-page.module.css';
import styles from './tip-detail.module.css';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { StoryHeader } from '../../../components/story/story-header';
import { StoryImage } from '../../../components/story/story-image';
import { PlaceAddress } from '../../../components/place-address';

/** `/tips/{slug}`: image, destination, address and phone, the author line, the tip, a map and the place's photos. */
export function TipDetail({ tip }: { tip: Tip }) {
  const destination = tip.destination;
  const place = destination ? placeOf(destination) : null;
  return (
    <article className={styles.page}>
      <WebPageHead
        title={tip.title}
        description={describe(tip.meta_description, rich(tip.tip))}
        image={tip.main_img ?? tip.header_img ?? destination?.main_img ?? null}
        path={paths.tip.href(tip.slug)}
        trail={[
          { name: 'Local Tips', path: paths.tips.href() },
          { name: tip.title, path: paths.tip.href(tip.slug) },
        ]}
      />
      <StoryHeader kicker="Local Tip" title={tip.title} author={tipAuthorLine(tip.user_data)}>
        <ShareButton path={paths.tip.href(tip.slug)} title={tip.title} />
      </StoryHeader>
      <div className={story.grid}>
        <div>
          {tip.main_img ? <StoryImage src={tip.main_img} title={tip.title} priority /> : null}
          <RichText className={styles.text} html={tip.tip} />
        </div>
        <aside className={styles.place} aria-label="Where">
          {destination ? (
            <>
              <h2 className={styles.placeName}>
                <Link to={paths.destination.href(destination.slug)}>{destination.name}</Link>
              </h2>
              <PlaceAddress className={story.address} place={destination} phone={destination.phone} />
              {place && place.lat !== null && place.lng !== null ? (
                <PlacesMap
                  className={styles.map}
                  label={`Map of ${destination.name}`}
                  places={[place]}
                  center={[place.lat, place.lng]}
                  zoom={ZOOM.detail}
                  popups
                />
              ) : null}
            </>
          ) : tip.destination_name ? (
            <h2 className={styles.placeName}>{tip.destination_name}</h2>
          ) : null}
        </aside>
      </div>
      {destination && destination.d_gallery_images.length > 0 ? (
        <section aria-labelledby="tip-photos" className={styles.photos}>
          <h2 id="tip-photos">Photos</h2>
          <PhotoGallery images={destination.d_gallery_images} name={destination.name} />
        </section>
      ) : null}
    </article>
  );
}
