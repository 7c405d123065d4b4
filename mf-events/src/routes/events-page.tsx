import { handToSwr } from '@valley/shared/api/swr';
import { loadBlockData, loaderApi, loaderInstant, loaderPart, useLoaderData, type LoaderFunctionArgs } from '@valley/shared/router';
import type { EventCategory } from '@valley/shared/schemas/event';
import type { Page } from '@valley/shared/schemas/page';
import { readPage } from '@valley/shared/ui/paging';
import { CmsPageFrame } from '../components/cms-page-frame';
import { EVENTS_PAGE_SCROLL, EventsListing } from '../features/events-listing/components/events-listing';
import { EVENT_CATEGORIES_INPUT, EVENTS_PAGE_INPUT } from '../lib/calls';
import { readFilters, searchBody } from '../lib/event-filters';

/** The events route's loader data: a part the API did not give is null, and the page draws without it. */
export interface EventsData {
  /** The CMS page 'events': header, words and blocks. */
  page: Page | null;
  /** The chips' categories. */
  categories: EventCategory[] | null;
}

/**
 * The events route's loader (decision 140): the CMS page and the chips, which stay while the visitor filters. The events are an infinite
 * list, swr's: its first page (the address's filters and page, from the page's instant) starts here and is handed over.
 */
export async function eventsLoader({ request, context }: LoaderFunctionArgs): Promise<EventsData> {
  const api = loaderApi(context);
  const params = new URL(request.url).searchParams;
  const first = { body: searchBody(readFilters(params), readPage(params), loaderInstant(context)) };
  handToSwr(context, 'eventsSearch', first, api.call('eventsSearch', first));
  const [page, categories] = await Promise.all([
    loaderPart(api.call('page', EVENTS_PAGE_INPUT)),
    loaderPart(api.call('eventCategories', EVENT_CATEGORIES_INPUT)),
  ]);
  await loadBlockData(context, page?.fields.content_blocks);
  return { page, categories };
}

/** /events: the events page of the content system (header, blocks) over the events listing. */
export function EventsPage() {
  const { page, categories } = useLoaderData() as EventsData;
  return (
    <CmsPageFrame page={page} name="Events" listing>
      {(blocks, content) => (
        <>
          {blocks}
          <EventsListing scroll={EVENTS_PAGE_SCROLL} blocks={content} categories={categories} />
        </>
      )}
    </CmsPageFrame>
  );
}
