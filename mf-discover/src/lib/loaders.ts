import { handToSwr } from '@valley/shared/api/swr';
import type { EndpointInput, EndpointName, EndpointOutput } from '@valley/shared/api/contract';
import { loadPublished, type PublishedRecord } from '@valley/shared/api/own-draft';
import { loadBlockData, loaderApi, loaderPart, type LoaderFunctionArgs } from '@valley/shared/router';
import type { ContentBlock, Page } from '@valley/shared/schemas/page';
import { destinationBlocks } from '../features/destination-detail/api/destination-blocks';
import { readPage } from '@valley/shared/ui/paging';
import { destinationSearchBody, readListingQuery, type ListingScope } from '../features/destination-listing/api/listing-query';
import { destinationInput, destinationPageInput, itineraryInput, listingPageInput, tipInput } from './calls';
import { readStoryQuery, storyListBody } from './story-query';

// mf-discover's route loaders (decision 140): a page's data before it renders, once, on the server and on a navigation alike. A
// listing's results are swr's (they change with its filters): their first calls start here and are handed over (handToSwr).

/** A landing page's loader data: its CMS page (header, words, blocks), null when the API did not give it. */
export interface LandingData {
  page: Page | null;
}

/** Starts a destination listing's first screen, every pin and the address's page of cards, for the listing's hooks. */
export function startDestinations({ request, context }: LoaderFunctionArgs, scope?: ListingScope): void {
  const params = new URL(request.url).searchParams;
  const body = destinationSearchBody(readListingQuery(params), scope);
  const api = loaderApi(context);
  handToSwr(context, 'destinationsSearchPins', { body }, api.call('destinationsSearchPins', { body }));
  const cards = destinationPageInput(body, readPage(params));
  handToSwr(context, 'destinationsSearchPage', cards, api.call('destinationsSearchPage', cards));
}

/** Starts a list of tips or itineraries with the address's filters and sort, for the page's hook. */
export function startStories({ request, context }: LoaderFunctionArgs, name: 'tipsList' | 'itinerariesList'): void {
  const input = { body: storyListBody(readStoryQuery(new URL(request.url).searchParams)) };
  handToSwr(context, name, input, loaderApi(context).call(name, input));
}

/**
 * A landing page's loader: its CMS page, beside the listing's first calls (`start`), and the data of the blocks it shows (the page's,
 * and any the page places itself, `placed`).
 */
export const landingLoader =
  (path: string, start?: (args: LoaderFunctionArgs) => void, placed: readonly ContentBlock[] = []) =>
  async (args: LoaderFunctionArgs): Promise<LandingData> => {
    start?.(args);
    const page = await loaderPart(loaderApi(args.context).call('page', listingPageInput(path)));
    await loadBlockData(args.context, [...(page?.fields.content_blocks ?? []), ...placed]);
    return { page };
  };

/**
 * The loader of a record that lists destinations (a category, an experience, an activity): the record, its 404 before the page renders,
 * then its listing's first calls in the record's scope.
 */
export const recordListingLoader =
  <N extends EndpointName>(name: N, input: (args: LoaderFunctionArgs) => EndpointInput<N>, scope?: (record: EndpointOutput<N>) => ListingScope) =>
  async (args: LoaderFunctionArgs): Promise<PublishedRecord<EndpointOutput<N>>> => {
    const published = await loadPublished(args, name, input(args));
    if (published.record && scope) startDestinations(args, scope(published.record));
    const blocks = (published.record as { content_blocks?: ContentBlock[] } | null)?.content_blocks;
    await loadBlockData(args.context, blocks);
    return published;
  };

// The record pages' loaders: the published record before the page renders, a missing one's 404 before the first byte.
export async function destinationLoader(args: LoaderFunctionArgs) {
  const published = await loadPublished(args, 'destinationGet', destinationInput(args.params.slug ?? ''));
  if (published.record) await loadBlockData(args.context, destinationBlocks(published.record));
  return published;
}
export const tipLoader = (args: LoaderFunctionArgs) => loadPublished(args, 'tipGet', tipInput(args.params.slug ?? ''));
export const itineraryLoader = (args: LoaderFunctionArgs) => loadPublished(args, 'itineraryGet', itineraryInput(args.params.slug ?? ''));
