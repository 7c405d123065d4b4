import { CmsPageFrame } from '../components/cms-page-frame';
import { EVENTS_PAGE_SCROLL, EventsListing } from '../features/events-listing/components/events-listing';
import { EVENTS_PAGE_INPUT } from '../lib/calls';

/** /events: the events page of the content system (header, blocks) over the events listing. */
export function EventsPage() {
  return (
    <CmsPageFrame input={EVENTS_PAGE_INPUT} name="Events" listing>
      {(blocks, content) => (
        <>
          {blocks}
          <EventsListing scroll={EVENTS_PAGE_SCROLL} blocks={content} />
        </>
      )}
    </CmsPageFrame>
  );
}
