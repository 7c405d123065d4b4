import { useLoaderData } from '@valley/shared/router';
import { createElement, type ReactNode } from 'react';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import type { ContentBlock } from '@valley/shared/schemas/page';
import type { ListingHeaderData } from './listing-layout';
import type { LandingData } from '../../lib/loaders';

/** What a landing page's CMS page gives its listing: `header`, `head` and `blocks` are the listing's own props. */
export interface ListingPage {
  header: ListingHeaderData;
  head: ReactNode;
  blocks: ContentBlock[];
}

/**
 * A landing page's header, blocks and featured-slides title from its CMS page (its route's `landingLoader`); when the API did not give
 * it the listing still works under the given title, since the results matter more than the banner.
 */
export function useListingPage(fallbackTitle: string, { canonical }: { canonical?: string } = {}): { page: ListingPage; featuredTitle: string | null } {
  const data = (useLoaderData() as LandingData).page ?? undefined;
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
    },
    featuredTitle: data?.entry.featured_slides_title ?? null,
  };
}
