import { useState } from 'react';
import { Link, useNavigate } from '@valley/shared/router';
import { imageSize, imageSrcSet } from '@valley/shared/media';
import type { Destination } from '@valley/shared/schemas/destination';
import { useProfileIntentStore } from '@valley/shared/stores/profile-intent';
import { RichText } from '@valley/shared/ui/rich-text';
import { placeOf } from '@valley/shared/map/place';
import { ZOOM } from '@valley/shared/map/settings';
import { PlacesMap } from '@valley/shared/map';
import { paths } from '../../../config/paths';
import { cityLine, phoneHref } from '@valley/shared/address';
import styles from '../../../components/listing/listing.module.css';

/** The drawer's body: main image, 'starting at $X', content, small map with the address popup, address and phone. */
export function DestinationDrawerBody({ destination }: { destination: Destination }) {
  const size = imageSize(destination.main_img);
  const place = placeOf(destination);
  const tel = destination.phone ? phoneHref(destination.phone) : null;
  return (
    <div className={styles.drawerBody}>
      {destination.main_img ? (
        <img className={styles.drawerImage} src={destination.main_img} srcSet={imageSrcSet(destination.main_img) || undefined} sizes="30rem" alt={destination.name} width={size?.width ?? 1000} height={size?.height ?? 1000} />
      ) : null}
      {destination.bd_lowest_rate ? (
        destination.reservations_link ? (
          <a className={styles.rateBadge} href={destination.reservations_link} target="_blank" rel="noopener noreferrer">
            starting at ${destination.bd_lowest_rate}
          </a>
        ) : (
          <span className={styles.rateBadge}>starting at ${destination.bd_lowest_rate}</span>
        )
      ) : null}
      <RichText className={styles.drawerContent} html={destination.content} />
      {place.lat !== null && place.lng !== null ? (
        <PlacesMap className={styles.drawerMap} label={`Map of ${destination.name}`} places={[place]} center={[place.lat, place.lng]} zoom={ZOOM.drawer} popups />
      ) : null}
      <address className={styles.address}>
        {destination.address ? <span>{destination.address}</span> : null}
        {destination.city ? <span>{cityLine(destination)}</span> : null}
        {destination.phone ? tel ? <a href={tel}>{destination.phone}</a> : <span>{destination.phone}</span> : null}
      </address>
    </div>
  );
}

/** Reads the place aloud with the browser's speech synthesis (decision 014). */
function useDestinationAudio(destination: Destination) {
  const [speaking, setSpeaking] = useState(false);
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const toggle = () => {
    if (!supported) return;
    if (speaking) {
      window.speechSynthesis.cancel();
      setSpeaking(false);
      return;
    }
    const text = `${destination.name}. ${new DOMParser().parseFromString(destination.content ?? '', 'text/html').body.textContent ?? ''}`;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.onend = () => setSpeaking(false);
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  };
  return { supported, speaking, toggle };
}

/** The drawer's buttons: Close, Destination Audio, Add to Itinerary (category pages), More Info. */
export function DestinationDrawerActions({ destination, onClose, allowItinerary }: { destination: Destination; onClose: () => void; allowItinerary: boolean }) {
  const navigate = useNavigate();
  const setIntent = useProfileIntentStore((state) => state.set);
  const audio = useDestinationAudio(destination);
  return (
    <>
      <button type="button" className={styles.secondaryButton} onClick={onClose}>
        Close
      </button>
      {/* §2: only when the destination's package equals 'disabled'. */}
      {destination.package === 'disabled' && audio.supported ? (
        <button type="button" className={styles.secondaryButton} aria-pressed={audio.speaking} onClick={audio.toggle}>
          Destination Audio
        </button>
      ) : null}
      {allowItinerary ? (
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.wideOnly}`}
          onClick={() => {
            setIntent({ action: 'itinerary', destinationId: destination.id });
            navigate('/profile');
          }}
        >
          Add to Itinerary
        </button>
      ) : null}
      <Link className={styles.primaryButton} to={paths.destination.href(destination.slug)}>
        More Info
      </Link>
    </>
  );
}
