import { Link } from '@valley/shared/router';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import type { NewsPost } from '@valley/shared/schemas/news';
import { RichText } from '@valley/shared/ui/rich-text';
import { ShareButton } from '@valley/shared/ui/share-dialog';
import { paths } from '../../../config/paths';
import { publishedDate, publishedDay } from '../../../lib/published-date';
import styles from './post-detail.module.css';
import { PostHead } from './post-head';
import { MediaImage } from '@valley/shared/ui/media-image';

/** A dispatch post: header image, title, date and categories, content, share, then its content blocks. */
export function PostDetail({ post }: { post: NewsPost }) {
  const header = post.header_image_url;
  const date = publishedDate(post.published_at);
  return (
    <article className={styles.post}>
      <PostHead post={post} />
      {header ? (
        <MediaImage className={styles.header} src={header} sizes="100vw" alt="" fetchPriority="high" fallbackSize={{ width: 2000, height: 800 }} />
      ) : null}
      <div className={styles.body}>
        <p className={styles.back}>
          <Link to={paths.dispatch.href()}>
            <span aria-hidden="true">‹ </span>Back to The Dispatch
          </Link>
        </p>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          {date ? <time dateTime={publishedDay(post.published_at)}>{date}</time> : null}
          {post.categories.length > 0 ? <span>{post.categories.map((category) => category.name).join(', ')}</span> : null}
        </p>
        <RichText className={styles.content} html={post.entry.content} />
        <ShareButton path={paths.post.href(post.slug)} title={post.title} />
      </div>
      <ContentBlocks blocks={post.fields.content_blocks} />
    </article>
  );
}
