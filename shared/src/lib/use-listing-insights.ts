import { useEffect } from 'react';
import { LINK_BUTTONS } from '../api/insight-kinds';
import { track } from '@valley/shared/insights';

type LinkButton = (typeof LINK_BUTTONS)[number] | 'calendar';

export interface ListingLinks {
  listing: 'destination' | 'event';
  id: number;
  /** The listing's outbound links by button; a click on any link to one of these addresses counts for its button. */
  links: Partial<Record<LinkButton, ReadonlyArray<string | null | undefined>>>;
}

const absolute = (href: string) => {
  try {
    return new URL(href, document.baseURI).href;
  } catch {
    return href;
  }
};

/** Links every listing's buttons share a shape with, counted without being named: calls, directions, calendar files. */
function buttonByShape(href: string): LinkButton | undefined {
  if (href.startsWith('tel:')) return 'phone';
  if (href.startsWith('https://www.google.com/maps/dir/')) return 'directions';
  if (/\.ics(\?|$)|^https:\/\/calendar\.google\.com\//.test(href)) return 'calendar';
  return undefined;
}

/**
 * Counts a listing's page view or drawer open once it shows, and each click on one of its link buttons while it shows: one delegated
 * listener, so the page's markup stays as it is (decision 046).
 */
export function useListingInsights(kind: 'view' | 'drawer', subject: ListingLinks | null | undefined): void {
  const listing = subject?.listing;
  const id = subject?.id;
  useEffect(() => {
    if (listing && id) track({ kind, listing, id });
  }, [kind, listing, id]);

  // Serialised, so a new object naming the same links does not listen again.
  const serialized = subject ? JSON.stringify(subject) : null;
  useEffect(() => {
    if (!serialized) return;
    const shown = JSON.parse(serialized) as ListingLinks;
    const buttons = new Map<string, LinkButton>();
    for (const [button, hrefs] of Object.entries(shown.links) as [LinkButton, ReadonlyArray<string | null | undefined>][])
      for (const href of hrefs) if (href) buttons.set(absolute(href), button);
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? (event.target.closest('a[href]') as HTMLAnchorElement | null) : null;
      const button = anchor ? (buttons.get(anchor.href) ?? buttonByShape(anchor.href)) : undefined;
      if (button) track({ kind: button === 'calendar' ? 'calendar' : `click_${button}`, listing: shown.listing, id: shown.id });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [serialized]);
}
