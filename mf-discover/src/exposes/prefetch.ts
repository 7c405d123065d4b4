import { matchPath } from '@valley/shared/router';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { paths } from '../config/paths';
import { destinationSearchBody, readListingQuery } from '../features/destination-listing/api/listing-query';
import { destinationPageInput, listingPageInput } from '../lib/calls';
import { readStoryQuery, storyListBody } from '../lib/story-query';
import { readPage } from '@valley/shared/ui/paging';

/**
 * The first-paint calls of mf-discover's listings, built with their hooks' own inputs, for the shell to start while the code loads.
 * Landing pages with a scope of their own (outdoors, meetings, categories, towns) start with their page.
 */
export const prefetch: RemotePrefetchModule['prefetch'] = ({ pathname, search }, call) => {
  const params = new URLSearchParams(search);
  const at = (pattern: string) => matchPath(pattern, pathname);
  if (at(paths.destinations.pattern)) {
    call('page', listingPageInput('destinations'));
    const body = destinationSearchBody(readListingQuery(params));
    call('destinationsSearchPins', { body });
    call('destinationsSearchPage', destinationPageInput(body, readPage(params)));
    return;
  }
  if (at(paths.tips.pattern)) {
    call('page', listingPageInput('tips'));
    call('tipsList', { body: storyListBody(readStoryQuery(params)) });
    return;
  }
  if (at(paths.itineraries.pattern)) {
    call('page', listingPageInput('itineraries'));
    call('itinerariesList', { body: storyListBody(readStoryQuery(params)) });
  }
  // A record page's call is its route's loader (decision 140).
};
