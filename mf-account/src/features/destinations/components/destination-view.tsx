import type { MemberDestination } from '@valley/shared/schemas/member';
import { RichText } from '@valley/shared/ui/rich-text';
import { FavoriteHeart } from '../../../components/favorite-heart';
import { Fact, Facts, PlaceLocation, ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import { PhoneLink } from '@valley/shared/ui/phone-link';

/** The read-only View drawer of a destination: image, content, where it is, phone (member-area §2). */
export function DestinationView({ destination, onClose }: { destination: MemberDestination; onClose: () => void }) {
  const address = [destination.address, destination.city, destination.zip].filter(Boolean).join(', ');
  return (
    <ViewDrawer
      open
      onClose={onClose}
      title={destination.name}
      publicPath={publicPaths.destination(destination.slug)}
      actions={destination.approved === 1 ? <FavoriteHeart kind="destination" id={destination.id} slug={destination.slug} title={destination.name} /> : null}
    >
      {destination.main_img ? <img src={destination.main_img} alt={destination.name} width={1000} height={1000} /> : null}
      <RichText html={destination.content} />
      <PlaceLocation name={destination.name} address={address} latitude={destination.location_latitude} longitude={destination.location_longitude} />
      <Facts>
        {destination.phone ? (
          <Fact label="Phone">
            <PhoneLink phone={destination.phone} />
          </Fact>
        ) : null}
        {destination.email ? <Fact label="Email">{destination.email}</Fact> : null}
        {destination.d_categories.length > 0 ? <Fact label="Categories">{destination.d_categories.map((category) => category.name).join(', ')}</Fact> : null}
      </Facts>
    </ViewDrawer>
  );
}
