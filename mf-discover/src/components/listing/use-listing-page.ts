import { useApi } from '@valley/shared/api/swr';
import { createElement, type ReactNode } from 'react';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import type { ContentBlock } from '@valley/shared/schemas/page';
import type { ListingHeaderData } from './listing-layout';
import { listingPageInput } from '../../lib/calls';

/** What a landing page's CMS page gives its listing: `ready`, `header`, `head` and `blocks` are the listing's own props. */
export interface ListingPage {
  header: ListingHeaderData;
  head: ReactNode;
  blocks: ContentBlock[];
  /** Until the page answers (or fails) the listing shows only its header's box. */
  ready: boolean;
}

/**
 * A landing page's header, blocks and featured-slides title from its CMS page; until it answers (or if it fails)
 * the listing still works under the given title, since the results matter more than the banner.
 */
export function useListingPage(
  path: string,
  fallbackTitle: string,
  { canonical }: { canonical?: string } = {},
): { page: ListingPage; featuredTitle: string | null } {
  const { data, error } = useApi('page', listingPageInput(path));
  return {
    page: {
      head: createElement(CmsPageHead, { page: data, name: fallbackTitle, type: 'CollectionPage', path: canonical }),
      header: {
        title: data?.title ?? fallbackTitle,
        subtitle: data?.entry.subtitle ?? null,
        image: data?.header_image_url ?? null,
        content: data?.entry.content ?? null,
      },
      blocks: data?.fields.content_blocks ?? [],
      // Content that arrived first would be pushed down by the header's text and blocks (layout shift).
      ready: data !== undefined || error !== undefined,
    },
    featuredTitle: data?.entry.featured_slides_title ?? null,
  };
}
