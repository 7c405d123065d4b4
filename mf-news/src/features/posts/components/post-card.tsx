import { Link } from 'react-router-dom';
import type { NewsPost } from '@valley/shared/schemas/news';
import { paths } from '../../../config/paths';
import styles from './post-card.module.css';

/** A dispatch card; a post with a source link opens that link instead of the internal page. */
export function PostCard({ post }: { post: NewsPost }) {
  const image = post.main_img ?? post.image_url;
  return (
    <article className={styles.card}>
      {image ? <img className={styles.image} src={image} alt="" width={600} height={400} loading="lazy" /> : null}
      <div className={styles.body}>
        <h2 className={styles.title}>{post.title}</h2>
        {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
        {post.source_link ? (
          <a className={styles.more} href={post.source_link} target="_blank" rel="noopener noreferrer">
            Read Full Article
          </a>
        ) : (
          <Link className={styles.more} to={paths.post.href(post.slug)}>
            Read Full Article
          </Link>
        )}
      </div>
    </article>
  );
}
