import { ItemScreen, StudioScreen, useItemId } from '../components/studio-parts';
import { Link } from '@valley/shared/router';
import { paths } from '../config/paths';
import { usePage } from '../features/pages/api/pages';
import { PageEditor } from '../features/pages/components/page-editor';
import { NewPageForm } from '../features/pages/components/new-page-form';
import { PageList } from '../features/pages/components/page-list';

/** /studio/pages: the site's pages (decision 102). */
export function PagesPage() {
  return (
    <StudioScreen
      title="Pages"
      intro="Edit a page's header, text and blocks as visitors will see them, or make a new one. Changes are a draft until a publisher or the board publishes them."
    >
      <PageList />
      <NewPageForm />
    </StudioScreen>
  );
}

/** /studio/pages/{id}: one page's editor. */
export function PageEditorPage() {
  const id = useItemId();
  return (
    <ItemScreen id={id} back={<Link to={paths.pages.href()}>All pages</Link>} what="page" answer={usePage(id)}>
      {(item) => <PageEditor key={item.id} page={item} />}
    </ItemScreen>
  );
}
