import { useId, useMemo, useState } from 'react';
import { Link } from '@valley/shared/router';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useApi } from '@valley/shared/api/swr';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { PostImage } from '../../../components/post-image';
import { PostLink } from '../../../components/post-link';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { MAIN_SLIDES, SIDE_ARTICLES, homeNewsQuery, parseArticleSliderEntry } from '../api/block-entry';
import 'swiper/css';
import 'swiper/css/a11y';
import styles from './article-slider.module.css';

export const SLIDER_AUTOPLAY_MS = 8000;
export const SLIDER_SPEED_MS = 500;

/** Home `article_slider` block: the latest 10 posts in a slider with an 'n of 10' counter, the next 4 beside it. */
export function ArticleSlider({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseArticleSliderEntry(block.entry), [block.entry]);
  const titleId = `article-slider-${useId().replaceAll(':', '')}`;
  const { data, error, isLoading } = useApi('newsList', { query: homeNewsQuery(entry) });
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // Autoplay only for visitors who have not asked for less motion.
  const reducedMotion = useReducedMotion();

  const posts = data?.data ?? [];
  const main = posts.slice(0, MAIN_SLIDES);
  const side = posts.slice(MAIN_SLIDES, MAIN_SLIDES + SIDE_ARTICLES);
  const title = block.title ?? 'The Dispatch';

  return (
    <section className={`mf-news ${styles.block}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {error ? (
        <p className={styles.empty}>News could not be loaded.</p>
      ) : isLoading || !data ? (
        <CardGridSkeleton count={3} label="Loading news" />
      ) : main.length === 0 ? (
        <p className={styles.empty}>No news yet.</p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <Swiper
              modules={[A11y, Autoplay]}
              onSwiper={setSwiper}
              onSlideChange={(instance) => setActive(instance.realIndex)}
              slidesPerView={1}
              speed={SLIDER_SPEED_MS}
              rewind
              autoplay={reducedMotion ? false : { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
              a11y={{ enabled: true, containerMessage: `${title}: latest articles` }}
            >
              {main.map((post, index) => (
                <SwiperSlide key={post.id}>
                  <article className={styles.slide}>
                    <PostImage className={styles.slideImage} post={post} eager={index === 0} sizes="(min-width: 900px) 66vw, 100vw" />
                    <div className={styles.slideBody}>
                      <h3 className={styles.slideTitle}>
                        <PostLink post={post}>{post.title}</PostLink>
                      </h3>
                      {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
                    </div>
                  </article>
                </SwiperSlide>
              ))}
            </Swiper>
            <div className={styles.controls}>
              <button type="button" className={styles.arrow} aria-label="Previous article" onClick={() => swiper?.slidePrev()}>
                <span aria-hidden="true">‹</span>
              </button>
              <p className={styles.counter} data-testid="article-counter">
                {Math.min(active, main.length - 1) + 1} of {main.length}
              </p>
              <button type="button" className={styles.arrow} aria-label="Next article" onClick={() => swiper?.slideNext()}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          </div>
          {side.length > 0 ? (
            <ul className={styles.side} aria-label="More articles">
              {side.map((post) => (
                <li key={post.id}>
                  <article className={styles.sideArticle}>
                    <PostImage className={styles.sideImage} post={post} sizes="(min-width: 900px) 12vw, 33vw" />
                    <h3 className={styles.sideTitle}>
                      <PostLink post={post}>{post.title}</PostLink>
                    </h3>
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {entry.link ? (
        <p className={styles.more}>
          <Link className={styles.button} to={entry.link}>
            {entry.button_text ?? 'Read The Dispatch'}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
