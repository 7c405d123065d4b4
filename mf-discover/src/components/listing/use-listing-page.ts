import { useApi } from '@valley/shared/api/swr';
import { createElement, type ReactNode } from 'react';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import type { ContentBlock } from '@valley/shared/schemas/page';
import type { ListingHeaderData } from './listing-layout';
import { listingPageInput } from '../../lib/calls';

/**
 * A landing page's header, blocks and featured-slides title from its CMS page; until it answers (or if it fails)
 * the listing still works under the given title, since the results matter more than the banner.
 */
export function useListingPage(
  path: string,
  fallbackTitle: string,
  { canonical }: { canonical?: string } = {},
): { header: ListingHeaderData; head: ReactNode; blocks: ContentBlock[]; featuredTitle: string | null; settled: boolean } {
  const { data, error } = useApi('page', listingPageInput(path));
  return {
    head: createElement(CmsPageHead, { page: data, name: fallbackTitle, type: 'CollectionPage', path: canonical }),
    header: {
      title: data?.title ?? fallbackTitle,
      subtitle: data?.entry.subtitle ?? null,
      image: data?.header_image_url ?? null,
      content: data?.entry.content ?? null,
    },
    blocks: data?.fields.content_blocks ?? [],
    featuredTitle: data?.entry.featured_slides_title ?? null,
    // Until the page answers (or fails) the listing shows only its header's box: content that
    // arrived first would be pushed down by the header's text and blocks (layout shift).
    settled: data !== undefined || error !== undefined,
  };
}
