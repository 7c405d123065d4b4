import type { ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { SiteLink } from '../../components/site-link';
import { BlockImage } from './block-image';
import { cardsOf, entryText, records, text, type BlockCard } from './block-entry';
import styles from './image-blocks.module.css';
import { BlockButton, BlockSection } from './block-section';

const WIDE = '(min-width: 1280px) 1248px, 100vw';

/** Wraps `children` in a link when there is one. */
function MaybeLink({ url, target, className, children }: { url: string | null; target?: string | null; className?: string; children: ReactNode }) {
  return url ? (
    <SiteLink url={url} target={target} className={className}>
      {children}
    </SiteLink>
  ) : (
    <div className={className}>{children}</div>
  );
}

/** `image`: one wide picture with its alt text, an optional caption and link. */
export function ImageBlock({ block }: { block: ContentBlock }) {
  const img = entryText(block, 'img') ?? block.img;
  if (!img) return null;
  const caption = entryText(block, 'caption');
  const alt = entryText(block, 'alt') ?? caption ?? block.title ?? '';
  return (
    <BlockSection title={block.title} label={alt || 'Image'}>
      <figure className={styles.figure}>
        <MaybeLink url={entryText(block, 'link')} className={styles.imageLink}>
          <BlockImage eagerInFirstBlock className={styles.wideImage} src={img} alt={alt} sizes={WIDE} />
        </MaybeLink>
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </BlockSection>
  );
}

/**
 * One picture card of a block, inside its link when it has one. Its picture says nothing to a screen reader where the card's words say
 * what it is, and the block's title where it has none.
 */
function PictureCard({
  card,
  block,
  className,
  imageClassName,
  sizes,
  children,
}: {
  card: BlockCard;
  block: ContentBlock;
  className: string | undefined;
  imageClassName: string | undefined;
  sizes: string;
  children: ReactNode;
}) {
  return (
    <MaybeLink url={card.link} className={className}>
      <BlockImage className={imageClassName} src={card.img} alt={card.title || card.subtitle ? '' : (block.title ?? '')} sizes={sizes} />
      {children}
    </MaybeLink>
  );
}

/** `images`: a row of pictures, each with a title, caption and optional link. */
export function ImagesBlock({ block }: { block: ContentBlock }) {
  const images = cardsOf(block, 'images', 'caption');
  if (images.length === 0) return null;
  return (
    <BlockSection title={block.title} label="Images">
      <ul className={styles.imageRow}>
        {images.map((image, index) => (
          <li key={`${index}:${image.img}`}>
            <PictureCard
              card={image}
              block={block}
              className={styles.imageCard}
              imageClassName={styles.cardImage}
              sizes="(min-width: 1280px) 300px, (min-width: 600px) 50vw, 100vw"
            >
              {image.title ? <h3 className={styles.cardTitle}>{image.title}</h3> : null}
              {image.subtitle ? <p className={styles.cardText}>{image.subtitle}</p> : null}
            </PictureCard>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** `images_grid`: tiles with the title over the picture (categories, places). */
export function ImagesGridBlock({ block }: { block: ContentBlock }) {
  const items: BlockCard[] = cardsOf(block, 'items');
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title} label="Images">
      <ul className={styles.tileGrid}>
        {items.map((item, index) => (
          <li key={`${index}:${item.img}`}>
            <PictureCard
              card={item}
              block={block}
              className={styles.tile}
              imageClassName={styles.tileImage}
              sizes="(min-width: 1280px) 416px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
            >
              <span className={styles.tileText}>
                {item.title ? <span className={styles.tileTitle}>{item.title}</span> : null}
                {item.subtitle ? <span className={styles.tileSubtitle}>{item.subtitle}</span> : null}
              </span>
            </PictureCard>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

interface CrowdPhoto {
  img: string;
  caption: string | null;
  credit: string | null;
  link: string | null;
}

/** `crowd_gallery`: visitors' photos under a hashtag, linking out to the social network (new tab). */
export function CrowdGalleryBlock({ block }: { block: ContentBlock }) {
  const photos = records(block.entry.photos).flatMap((photo): CrowdPhoto[] => {
    const img = text(photo.img);
    return img ? [{ img, caption: text(photo.caption), credit: text(photo.credit), link: text(photo.link) }] : [];
  });
  if (photos.length === 0) return null;
  const hashtag = entryText(block, 'hashtag');
  const link = entryText(block, 'link');
  const title = block.title ?? hashtag ?? 'Photos';
  return (
    <BlockSection title={block.title} label={title}>
      {hashtag ? <p className={styles.lead}>Share your photos with {hashtag}</p> : null}
      <ul className={styles.photoGrid}>
        {photos.map((photo, index) => (
          <li key={`${index}:${photo.img}`}>
            <MaybeLink url={photo.link} target="_blank" className={styles.photo}>
              <BlockImage
                className={styles.photoImage}
                src={photo.img}
                alt={photo.caption ?? `Photo ${index + 1}`}
                sizes="(min-width: 1280px) 312px, (min-width: 900px) 25vw, 50vw"
              />
              {photo.credit ? <span className={styles.credit}>{photo.credit}</span> : null}
            </MaybeLink>
          </li>
        ))}
      </ul>
      {link ? (
        <BlockButton url={link} target="_blank">
          {hashtag ? `Follow ${hashtag}` : 'See more photos'}
        </BlockButton>
      ) : null}
    </BlockSection>
  );
}
