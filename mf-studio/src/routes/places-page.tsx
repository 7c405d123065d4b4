import { ItemScreen, StudioScreen, useItemId } from '../components/studio-parts';
import { Link } from '@valley/shared/router';
import { paths } from '../config/paths';
import { useCategory } from '../features/places/api/places';
import { CategoryEditor } from '../features/places/components/category-editor';
import { CategoryList } from '../features/places/components/category-list';

/** /studio/places: the destination categories (decision 097). */
export function PlacesPage() {
  return (
    <StudioScreen
      title="Places"
      intro="Rename a category, give it a new address or describe it. Changes are a draft until a publisher or the board publishes them."
    >
      <CategoryList />
    </StudioScreen>
  );
}

/** /studio/places/{id}: one category's editor. */
export function PlacePage() {
  const id = useItemId();
  return (
    <ItemScreen id={id} back={<Link to={paths.places.href()}>All places</Link>} what="category" answer={useCategory(id)}>
      {(item) => <CategoryEditor key={item.id} category={item} />}
    </ItemScreen>
  );
}
