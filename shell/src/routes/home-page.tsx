import { useApi } from '@valley/shared/api/swr';
import { BlockRenderer } from '../features/blocks/block-renderer';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';
import styles from './page.module.css';
import { HOME_PAGE_INPUT } from '../config/shell-calls';

/** `/`: the `headless-home` page with its home blocks. */
export function HomePage() {
  const { data: page, error } = useApi('page', HOME_PAGE_INPUT);
  useDocumentMeta(page ? { title: page.meta_title ?? page.title, description: page.meta_description, image: page.header_image_url } : null);

  if (error) return <h1 className={styles.title}>Welcome to the valley</h1>;
  if (!page) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Loading" />;
  return (
    <>
      <h1 className="visually-hidden">{page.title}</h1>
      <BlockRenderer blocks={page.fields.home_blocks ?? page.fields.content_blocks} />
    </>
  );
}
