import type { PlaceKind } from '@valley/shared/schemas/studio-places';
import { Link } from '@valley/shared/router';
import { Loaded } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
import { usePlaces } from '../api/places';
import { PLACE_KINDS_SHOWN } from '../kinds';

/** The places of one kind: name (to its editor), address, listings, and whether it is retired or a draft waits. */
export function PlaceList({ kind }: { kind: PlaceKind }) {
  const shownAs = PLACE_KINDS_SHOWN[kind];
  return (
    <Loaded answer={usePlaces(kind)} what={`the ${shownAs.caption.toLowerCase()}`} empty={<p>No {shownAs.noun} yet.</p>}>
      {(places) => (
        <StudioTable caption={shownAs.caption} columns={['Name', 'Address', 'Listings', 'Status']}>
          {places.map((place) => (
            <tr key={place.id}>
              <th scope="row">
                <Link to={shownAs.editor(place.id)}>{place.name}</Link>
              </th>
              <td>{shownAs.page(place)}</td>
              <td>{place.listings}</td>
              <td>{place.retired ? (place.drafted ? 'Retired · draft waiting' : 'Retired') : place.drafted ? 'Draft waiting' : 'Live'}</td>
            </tr>
          ))}
        </StudioTable>
      )}
    </Loaded>
  );
}
