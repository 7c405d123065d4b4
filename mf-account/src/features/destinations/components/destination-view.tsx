import type { MemberDestination } from '@valley/shared/schemas/member';
import { Fact, Facts, PlaceLocation, ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import { PhoneLink } from '@valley/shared/ui/phone-link';

/** The read-only View drawer of a destination: image, content, where it is, phone (member-area §2). */
export function DestinationView({ destination, onClose }: { destination: MemberDestination; onClose: () => void }) {
  const address = [destination.address, destination.city, destination.zip].filter(Boolean).join(', ');
  return (
    <ViewDrawer
      item={{ ...destination, title: destination.name, image: destination.main_img }}
      kind="destination"
      publicPath={publicPaths.destination(destination.slug)}
      imageBox={{ width: 1000, height: 1000 }}
      onClose={onClose}
    >
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
