import { useId, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { PostImage } from '../../../components/post-image';
import { PostLink } from '../../../components/post-link';
import { publishedDate } from '../../../lib/published-date';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useFeaturedPosts } from '../api/use-featured-posts';
import 'swiper/css';
import 'swiper/css/a11y';
import styles from './featured-slider.module.css';

/** Sliders (public-site §9): autoplay 8000 ms, speed 500 ms, more slides as the screen widens. */
export const FEATURED_AUTOPLAY_MS = 8000;
export const FEATURED_SPEED_MS = 500;
const BREAKPOINTS = { 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } };

/**
 * The dispatch's featured posts, shown only when there are some. Slide titles are link text, not
 * headings: the same posts appear as cards below, and the page outline should list each once.
 */
export function FeaturedSlider() {
  const titleId = useId();
  const { posts, isLoading } = useFeaturedPosts();
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  if (isLoading) return <div className={styles.skeleton} role="status" aria-label="Loading featured posts" />;
  if (posts.length === 0) return null;

  const autoplay = !reducedMotion && posts.length > 1;
  const togglePause = () => {
    if (paused) swiper?.autoplay?.start();
    else swiper?.autoplay?.stop();
    setPaused(!paused);
  };

  return (
    <section className={styles.featured} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Featured Stories
        </h2>
        <div className={styles.controls}>
          {autoplay ? (
            <button type="button" className={styles.control} aria-pressed={paused} onClick={togglePause}>
              {paused ? 'Play' : 'Pause'}
              <span className="visually-hidden"> featured stories</span>
            </button>
          ) : null}
          <button type="button" className={styles.control} aria-label="Previous featured story" onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.control} aria-label="Next featured story" onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={BREAKPOINTS}
        speed={FEATURED_SPEED_MS}
        rewind
        autoplay={autoplay ? { delay: FEATURED_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{ enabled: true, containerMessage: 'Featured stories' }}
      >
        {posts.map((post, index) => {
          const date = publishedDate(post.published_at);
          return (
            <SwiperSlide key={post.id}>
              <PostLink post={post} className={styles.slide}>
                <PostImage className={styles.image} post={post} eager={index === 0} sizes="(min-width: 1024px) 400px, (min-width: 600px) 50vw, 100vw" />
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
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
