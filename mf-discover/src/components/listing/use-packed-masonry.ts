import { type RefCallback, useCallback } from 'react';

/** A packed grid's row track: each card spans as many as its height and the gap under it need. */
const ROW_PX = 8;

/**
 * Packs a masonry: the grid's cards stay in the list's (and the keyboard's) order, row by row, and each is given as many 8 px rows as it
 * is tall, so a card moves up under a shorter one above it. Until this runs (on the server, without JavaScript) the grid keeps aligned
 * rows; the columns themselves are the CSS's (§4: 3, 2 under 1200 px, 1 under 400 px). Cards that change height (a picture, a card laid
 * out as it comes near) are measured again. The grid's ref, made again when its cards change; `null` cards (the List view) pack nothing.
 */
export function usePackedMasonry(cards: readonly unknown[] | null): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !cards || typeof ResizeObserver === 'undefined') return;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      const pack = (items: Element[]) => {
        for (const item of items)
          if (item instanceof HTMLElement) item.style.gridRowEnd = `span ${Math.ceil((item.getBoundingClientRect().height + gap) / ROW_PX)}`;
      };
      const observer = new ResizeObserver((entries) => pack(entries.map((entry) => entry.target)));
      const items = [...element.children];
      pack(items);
      element.dataset.packed = '';
      for (const item of items) observer.observe(item);
      return () => observer.disconnect();
    },
    [cards],
  );
}
