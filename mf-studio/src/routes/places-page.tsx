import { ItemScreen, StudioScreen, useItemId } from '../components/studio-parts';
import { AmenityList } from '../features/amenities/components/amenity-list';
import { Link } from '@valley/shared/router';
import type { PlaceKind } from '@valley/shared/schemas/studio-places';
import { paths } from '../config/paths';
import { usePlace } from '../features/places/api/places';
import { PlaceEditor } from '../features/places/components/place-editor';
import { NewPlaceForm } from '../features/places/components/new-place-form';
import { PlaceList } from '../features/places/components/place-list';
import { PLACE_KINDS_SHOWN } from '../features/places/kinds';

/** /studio/places: the destination categories, experiences, towns, event categories and activities (decisions 097, 119, 121, 123), and the amenities (127). */
export function PlacesPage() {
  return (
    <StudioScreen
      title="Places"
      intro="Make a category, an experience, a town, an event category or an activity; rename one, give it a new address, describe it or give it a header picture. Changes are a draft until a publisher or the board publishes them."
    >
      <NewPlaceForm />
      <PlaceList kind="category" />
      <PlaceList kind="experience" />
      <PlaceList kind="town" />
      <PlaceList kind="event-category" />
      <PlaceList kind="activity" />
      <AmenityList />
    </StudioScreen>
  );
}

/** /studio/places/{id} (a category) and /studio/places/{experiences, towns, event-categories, activities}/{id}: one place's editor. */
export function PlacePage({ kind }: { kind: PlaceKind }) {
  const id = useItemId();
  return (
    <ItemScreen id={id} back={<Link to={paths.places.href()}>All places</Link>} what={PLACE_KINDS_SHOWN[kind].noun} answer={usePlace(kind, id)}>
      {(item) => <PlaceEditor key={`${kind}:${item.id}`} kind={kind} place={item} />}
    </ItemScreen>
  );
}
