import { useMemo } from 'react';
import { Slider } from '@valley/shared/slider';
import { useApi } from '@valley/shared/api/swr';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { cardClass, cardImageClass } from '@valley/shared/ui/card';
import { PostImage } from '../../../components/post-image';
import { PostLink } from '../../../components/post-link';
import { publishedDate, publishedDay } from '../../../lib/published-date';
import { MAIN_SLIDES, SIDE_ARTICLES, homeNewsQuery, parseArticleSliderEntry } from '../api/block-entry';
import styles from './article-slider.module.css';
import { BlockFrame, BlockMoreLink } from '@valley/shared/ui/block-frame';

/** Home `article_slider`: the latest 10 posts in the site's slider with an 'n of 10' counter, the next 4 beside it. */
export function ArticleSlider({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseArticleSliderEntry(block.entry), [block.entry]);
  const { data, error } = useApi('newsList', { query: homeNewsQuery(entry) });

  const posts = data?.data ?? [];
  const main = posts.slice(0, MAIN_SLIDES);
  const side = posts.slice(MAIN_SLIDES, MAIN_SLIDES + SIDE_ARTICLES);
  const title = block.title ?? 'The Dispatch';

  return (
    <BlockFrame scope="mf-news" title={title}>
      {error ? (
        <p className={styles.empty}>News could not be loaded.</p>
      ) : !data ? (
        <CardGridSkeleton count={3} label="Loading news" />
      ) : main.length === 0 ? (
        <p className={styles.empty}>No news yet.</p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <Slider
              label={`${title}: latest articles`}
              layout="single"
              controls="below"
              arrows
              counter
              slides={main.map((post, index) => ({
                key: String(post.id),
                content: (
                  <article className={cardClass(styles.slide)}>
                    <PostImage className={cardImageClass()} post={post} eager={index === 0} sizes="(min-width: 900px) 66vw, 100vw" />
                    <div className={styles.slideBody}>
                      <h3 className={styles.slideTitle}>
                        <PostLink post={post}>{post.title}</PostLink>
                      </h3>
                      {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
                    </div>
                  </article>
                ),
              }))}
            />
          </div>
          {side.length > 0 ? (
            <ul className={styles.side} aria-label="More articles">
              {side.map((post) => {
                const date = publishedDate(post.published_at);
                const category = post.categories[0];
                return (
                  <li key={post.id} className={styles.sideItem}>
                    <article className={styles.sideArticle}>
                      <PostImage className={styles.sideImage} post={post} sizes="(min-width: 900px) 13vw, 40vw" />
                      <div>
                        {date || category ? (
                          <p className={styles.sideMeta}>
                            {date ? <time dateTime={publishedDay(post.published_at)}>{date}</time> : null}
                            {category ? <span>{category.name}</span> : null}
                          </p>
                        ) : null}
                        <h3 className={styles.sideTitle}>
                          <PostLink className={styles.sideLink} post={post}>
                            {post.title}
                          </PostLink>
                        </h3>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      )}
      <BlockMoreLink to={entry.link}>{entry.button_text ?? 'Read The Dispatch'}</BlockMoreLink>
    </BlockFrame>
  );
}
