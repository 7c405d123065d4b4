import { useId } from 'react';
import { Slider } from '@valley/shared/slider';
import { cardImageSizes, type CardBreakpoints } from '@valley/shared/slider/settings';
import { cardImageClass } from '@valley/shared/ui/card';
import { PostImage } from '../../../components/post-image';
import { PostLink } from '../../../components/post-link';
import { publishedDate } from '../../../lib/published-date';
import type { NewsPost } from '@valley/shared/schemas/news';
import styles from './featured-slider.module.css';

/** Featured stories per view: one, two from 600 px, three from 1024 px. */
export const FEATURED_BREAKPOINTS: CardBreakpoints = [
  [600, 2],
  [1024, 3],
];

/**
 * The dispatch's featured posts in the site's slider (public-site §9), only when there are some. Slide titles are link text,
 * not headings: the same posts appear as cards below, and the outline should list each once.
 */
export function FeaturedSlider({ posts }: { posts: NewsPost[] }) {
  const titleId = useId();
  if (posts.length === 0) return null;

  const sizes = cardImageSizes(posts.length, FEATURED_BREAKPOINTS);
  const slides = posts.map((post, index) => {
    const date = publishedDate(post.published_at);
    return {
      key: String(post.id),
      content: (
        <PostLink post={post} className={styles.slide}>
          <PostImage className={cardImageClass(styles.image)} post={post} eager={index === 0} sizes={sizes} />
          <span className={styles.caption}>
            <span className={styles.slideTitle}>{post.title}</span>
            {/* A space between title and date in the link's name, whatever the layout. */}
            {date ? (
              <>
                {' '}
                <span className={styles.date}>{date}</span>
              </>
            ) : null}
          </span>
        </PostLink>
      ),
    };
  });

  return (
    <section className={styles.featured} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Featured Stories
      </h2>
      <Slider label="Featured stories" layout="cards" arrows slides={slides} breakpoints={FEATURED_BREAKPOINTS} />
    </section>
  );
}
