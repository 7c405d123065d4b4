import { useState } from 'react';
import { useListingInsights } from '@valley/shared/insights/listing';
import { insightLinks } from '../../../lib/destination-links';
import { useNavigate } from '@valley/shared/router';
import type { DestinationCard, DestinationPin } from '@valley/shared/schemas/destination';
import { useProfileIntentStore } from '@valley/shared/stores/profile-intent';
import { RichText } from '@valley/shared/ui/rich-text';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import { placeOf } from '@valley/shared/map/place';
import { ZOOM } from '@valley/shared/map/settings';
import { PlacesMap } from '@valley/shared/map';
import { DrawerActions } from '../../../components/listing/drawer-actions';
import { paths } from '../../../config/paths';
import styles from '../../../components/listing/listing.module.css';
import { useDestinationDetails } from '../api/use-destination-details';
import { Button } from '@valley/shared/ui/button';
import { useHydrated } from '@valley/shared/ui/hydrated';
import { MediaImage } from '@valley/shared/ui/media-image';
import { PlaceAddress } from '../../../components/place-address';

/** The drawer's body: what the card has shows at once (a marker's place may have no card yet), the rest comes with the whole destination. */
export function DestinationDrawerBody({ pin, card: loaded }: { pin: DestinationPin; card: DestinationCard | null }) {
  const { data: destination, isLoading } = useDestinationDetails(pin.id);
  useListingInsights('drawer', destination ? insightLinks(destination) : { listing: 'destination', id: pin.id, links: {} });
  const card = loaded ?? destination ?? { ...pin, main_img: null, bd_lowest_rate: null, address: null, city: null, state: null, zip: null };
  const place = placeOf(card);
  const phone = destination?.phone ?? null;
  return (
    <div className={styles.drawerBody}>
      {card.main_img ? (
        <MediaImage className={styles.drawerImage} src={card.main_img} sizes="30rem" alt={card.name} fallbackSize={{ width: 1000, height: 1000 }} />
      ) : null}
      {card.bd_lowest_rate ? (
        destination?.reservations_link ? (
          <a className={styles.rateBadge} href={destination.reservations_link} target="_blank" rel="noopener noreferrer">
            starting at ${card.bd_lowest_rate}
          </a>
        ) : (
          <span className={styles.rateBadge}>starting at ${card.bd_lowest_rate}</span>
        )
      ) : null}
      {destination ? (
        <RichText className={styles.drawerContent} html={destination.content} />
      ) : isLoading ? (
        <TextSkeleton label={`Loading ${card.name}`} />
      ) : null}
      {place.lat !== null && place.lng !== null ? (
        <PlacesMap className={styles.drawerMap} label={`Map of ${card.name}`} places={[place]} center={[place.lat, place.lng]} zoom={ZOOM.drawer} popups />
      ) : null}
      <PlaceAddress className={styles.address} place={card} phone={phone} />
    </div>
  );
}

/** Reads the place aloud with the browser's speech synthesis (decision 014). */
function useDestinationAudio(name: string, content: string | null) {
  const [speaking, setSpeaking] = useState(false);
  // Known once hydrated: the server cannot tell, and the first render must match its HTML.
  const supported = useHydrated() && 'speechSynthesis' in window;
  const toggle = () => {
    if (!supported) return;
    if (speaking) {
      window.speechSynthesis.cancel();
      setSpeaking(false);
      return;
    }
    const text = `${name}. ${new DOMParser().parseFromString(content ?? '', 'text/html').body.textContent ?? ''}`;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.onend = () => setSpeaking(false);
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  };
  return { supported, speaking, toggle };
}

/** The drawer's buttons: Close, Destination Audio, Add to Itinerary (category pages), More Info. */
export function DestinationDrawerActions({ pin: card, onClose, allowItinerary }: { pin: DestinationPin; onClose: () => void; allowItinerary: boolean }) {
  const navigate = useNavigate();
  const setIntent = useProfileIntentStore((state) => state.set);
  const { data: destination } = useDestinationDetails(card.id);
  const audio = useDestinationAudio(card.name, destination?.content ?? null);
  return (
    <DrawerActions onClose={onClose} to={paths.destination.href(card.slug)} label="More Info">
      {/* §2: only when the destination's package equals 'disabled'. */}
      {destination?.package === 'disabled' && audio.supported ? (
        <Button variant="outline" aria-pressed={audio.speaking} onClick={audio.toggle}>
          Destination Audio
        </Button>
      ) : null}
      {allowItinerary ? (
        <Button
          variant="outline"
          className={styles.wideOnly}
          onClick={() => {
            setIntent({ action: 'itinerary', destinationId: card.id });
            navigate('/profile');
          }}
        >
          Add to Itinerary
        </Button>
      ) : null}
    </DrawerActions>
  );
}
