import { StudioScreen } from '../components/studio-parts';
import { Link, useParams } from '@valley/shared/router';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { RecordPage } from '@valley/shared/ui/record-page';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import { paths } from '../config/paths';
import { usePage } from '../features/pages/api/pages';
import { PageEditor } from '../features/pages/components/page-editor';
import { PageList } from '../features/pages/components/page-list';

/** /studio/pages: the site's pages (decision 102). */
export function PagesPage() {
  return (
    <StudioScreen
      title="Pages"
      intro="Edit a page's header, text and blocks as visitors will see them. Changes are a draft until a publisher or the board publishes them."
    >
      <PageList />
    </StudioScreen>
  );
}

/** /studio/pages/{id}: one page's editor. */
export function PageEditorPage() {
  const { id = '' } = useParams();
  const pageId = Number(id);
  const valid = Number.isInteger(pageId) && pageId > 0;
  const { data, error } = usePage(valid ? pageId : null);
  if (!valid) return <NotFound />;
  return (
    <>
      <Link to={paths.pages.href()}>All pages</Link>
      <RecordPage failed={<LoadError what="page" />} record={data} error={error} loading={<TextSkeleton lines={6} label="Loading the page" />}>
        {(page) => <PageEditor key={page.id} page={page} />}
      </RecordPage>
    </>
  );
}
