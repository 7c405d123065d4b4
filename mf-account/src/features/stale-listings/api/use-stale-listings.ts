import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApi } from '@valley/shared/api/swr';
import { type ApiFetcher, useApiMutation } from '../../../lib/api-mutation';

/** GET /api/destinations/stale (Board): listings unconfirmed for 6 months or more, by town and category (decision 090). */
const REPORT_INPUT: EndpointInput<'staleListings'> = {};
export const useStaleListings = () => useApi('staleListings', REPORT_INPUT);

/** "Still accurate" from the board (a business without an account confirmed it by phone): the report is fetched again. */
const confirmListing: ApiFetcher<number, { message: string }> = (client, id) => client.call('listingConfirm', { body: { id } });
export const useConfirmStaleListing = () => useApiMutation(apiKey('staleListings', REPORT_INPUT), confirmListing, { revalidate: true, populateCache: false });
