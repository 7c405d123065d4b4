import { useEffect, useRef, type RefObject } from 'react';
import { track } from '@valley/shared/insights';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { cardClass, cardImageClass } from '@valley/shared/ui/card';
import { SiteLink } from '../../components/site-link';
import { BlockImage } from './block-image';
import { records, text } from './block-entry';
import styles from './ad-blocks.module.css';

export interface AdSlot {
  img: string;
  link: string;
  title: string;
}

/** The filled slots, in order: a slot without an image or a link is empty and hidden (§2). */
export function filledSlots(block: ContentBlock): AdSlot[] {
  return records(block.entry.slots).flatMap((slot): AdSlot[] => {
    const img = text(slot.img);
    const link = text(slot.link);
    return img && link ? [{ img, link, title: text(slot.title) ?? 'Advertisement' }] : [];
  });
}

/** Front-page ad grid columns: three to a row, but two when four or fewer remain, so four make a square instead of a row with a hole. */
export function adGridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  return count <= 4 ? 2 : 3;
}

/** The label every ad carries, so a paid placement never passes for the guide's own content. */
export const SPONSORED = 'Sponsored';

const COLUMN_CLASS = { 1: styles.columns1, 2: styles.columns2, 3: styles.columns3 } as const;
const SIZES = {
  1: '(min-width: 600px) 360px, 100vw',
  2: '(min-width: 1280px) 616px, (min-width: 600px) 50vw, 100vw',
  3: '(min-width: 1280px) 408px, (min-width: 600px) 33vw, 100vw',
} as const;

/** An ad is seen once half of it has been in the viewport (the IAB's share for a viewable display ad). */
const SEEN_RATIO = 0.5;

/** An ad's event names its link only: the API counts a link an ad block shows, under that block's own title (decision 074). */
const adEvent = (kind: 'ad_view' | 'ad_click', slot: AdSlot) => ({ kind, listing: 'ad', link: slot.link }) as const;

/** Counts each ad of the list once per page view when it is seen; without IntersectionObserver nothing can tell, so nothing counts. */
function useAdViews(list: RefObject<HTMLUListElement | null>, slots: AdSlot[]) {
  // Serialised, so a re-render with equal slots neither observes nor counts again.
  const shown = JSON.stringify(slots);
  useEffect(() => {
    const items = list.current?.children;
    if (!items || typeof IntersectionObserver === 'undefined') return undefined;
    const slotOf = new Map((JSON.parse(shown) as AdSlot[]).flatMap((slot, index) => (items[index] ? [[items[index], slot] as const] : [])));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const slot = slotOf.get(entry.target);
          if (!slot || !entry.isIntersecting || entry.intersectionRatio < SEEN_RATIO) continue;
          observer.unobserve(entry.target);
          track(adEvent('ad_view', slot));
        }
      },
      { threshold: SEEN_RATIO },
    );
    for (const item of slotOf.keys()) observer.observe(item);
    return () => observer.disconnect();
  }, [list, shown]);
}

function AdList({ slots, columns, label }: { slots: AdSlot[]; columns: 1 | 2 | 3; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  useAdViews(list, slots);
  return (
    <aside className={styles.ads} aria-label={label}>
      <ul ref={list} className={`${styles.grid} ${COLUMN_CLASS[columns]}`}>
        {slots.map((slot, index) => (
          <li key={`${index}:${slot.link}`}>
            {/* Labelled as an ad, with its title as text (the picture alone read as content); the link's name is 'Sponsored {title}'. */}
            <SiteLink url={slot.link} className={cardClass(styles.slot)} onClick={() => track(adEvent('ad_click', slot))}>
              <BlockImage eagerInFirstBlock className={cardImageClass(styles.image)} src={slot.img} alt="" sizes={SIZES[columns]} />
              <span className={styles.caption}>
                <span className={styles.sponsored}>{SPONSORED}</span>
                <span className={styles.title}>{slot.title}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** `fp_ad`: the front-page grid of up to six ads. */
export function FpAdBlock({ block }: { block: ContentBlock }) {
  const slots = filledSlots(block).slice(0, 6);
  if (slots.length === 0) return null;
  return <AdList slots={slots} columns={adGridColumns(slots.length)} label={block.title ?? 'Featured partners'} />;
}

/** `fc_ad`: a row of (three) partner ads. */
export function FcAdBlock({ block }: { block: ContentBlock }) {
  const slots = filledSlots(block);
  if (slots.length === 0) return null;
  return <AdList slots={slots} columns={slots.length >= 3 ? 3 : slots.length === 2 ? 2 : 1} label={block.title ?? 'Partner offers'} />;
}

/** `featured_ad`: one or two wide sponsor banners. */
export function FeaturedAdBlock({ block }: { block: ContentBlock }) {
  const slots = filledSlots(block).slice(0, 2);
  if (slots.length === 0) return null;
  return <AdList slots={slots} columns={slots.length === 2 ? 2 : 1} label={block.title ?? 'Sponsored'} />;
}
