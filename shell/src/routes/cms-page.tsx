import { useApi } from '@valley/shared/api/swr';
import { NotFound } from '@valley/shared/ui/not-found';
import { RichText } from '@valley/shared/ui/rich-text';
import { BlockRenderer } from '../features/blocks/block-renderer';
import { useDocumentMeta } from '../features/meta/use-document-meta';
import styles from './page.module.css';

/** Any path no remote owns: the CMS page of that path, or the 404 screen. */
export function CmsPage({ path }: { path: string }) {
  const { data: page, error, isLoading } = useApi('page', { params: { '*': path } });
  useDocumentMeta(page ? { title: page.meta_title ?? page.title, description: page.meta_description } : null);

  if (error) return <NotFound />;
  if (isLoading || !page) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Loading" />;
  return (
    <article>
      {page.header_image_url ? (
        <img className={styles.headerImage} src={page.header_image_url} alt="" width={1600} height={500} fetchPriority="high" />
      ) : null}
      <div className={styles.body}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.entry.subtitle ? <p className={styles.subtitle}>{page.entry.subtitle}</p> : null}
        <RichText html={page.content_rendered ?? page.entry.content} />
      </div>
      <BlockRenderer blocks={page.fields.content_blocks} />
    </article>
  );
}
