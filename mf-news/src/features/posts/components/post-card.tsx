import type { NewsPost } from '@valley/shared/schemas/news';
import { cardClass, cardImageClass } from '@valley/shared/ui/card';
import { PostImage } from '../../../components/post-image';
import { PostLink } from '../../../components/post-link';
import { publishedDate, publishedDay } from '../../../lib/published-date';
import styles from './post-card.module.css';

/** A dispatch card whose one link, 'Read Full Article', opens the post's source in a new tab when it has one, else its dispatch page. */
export function PostCard({ post }: { post: NewsPost }) {
  const date = publishedDate(post.published_at);
  return (
    <article className={cardClass(styles.card)}>
      <PostImage className={cardImageClass()} post={post} sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw" />
      <div className={styles.body}>
        <p className={styles.meta}>
          {date ? <time dateTime={publishedDay(post.published_at)}>{date}</time> : null}
          {post.categories.length > 0 ? <span>{post.categories.map((category) => category.name).join(', ')}</span> : null}
        </p>
        <h3 className={styles.title}>{post.title}</h3>
        {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
        <PostLink className={styles.more} post={post}>
          Read Full Article<span className="visually-hidden"> about {post.title}</span>
        </PostLink>
      </div>
    </article>
  );
}
