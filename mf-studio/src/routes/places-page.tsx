import { StudioScreen } from '../components/studio-parts';
import { Link, useParams } from '@valley/shared/router';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { RecordPage } from '@valley/shared/ui/record-page';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
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
  const { id = '' } = useParams();
  const categoryId = Number(id);
  const valid = Number.isInteger(categoryId) && categoryId > 0;
  const { data, error } = useCategory(valid ? categoryId : null);
  if (!valid) return <NotFound />;
  return (
    <>
      <Link to={paths.places.href()}>All places</Link>
      <RecordPage failed={<LoadError what="category" />} record={data} error={error} loading={<TextSkeleton lines={6} label="Loading the category" />}>
        {(category) => <CategoryEditor key={category.id} category={category} />}
      </RecordPage>
    </>
  );
}
