import type { PlaceKind } from '@valley/shared/schemas/studio-places';
import { Link } from '@valley/shared/router';
import { Loaded } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
import { usePlaces } from '../api/places';
import { PLACE_KINDS_SHOWN } from '../kinds';

/** Where a place stands, in the list's words (decisions 122, 123). */
const STANDING = { new: 'New', live: 'Live', retired: 'Retired' } as const;

/** The places of one kind: name (to its editor), address, listings, and whether it is new or retired and whether a draft waits. */
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
              <td>{place.status === 'live' && place.drafted ? 'Draft waiting' : `${STANDING[place.status]}${place.drafted ? ' · draft waiting' : ''}`}</td>
            </tr>
          ))}
        </StudioTable>
      )}
    </Loaded>
  );
}
