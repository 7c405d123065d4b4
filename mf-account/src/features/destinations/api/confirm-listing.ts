import type { EndpointOutput } from '@valley/shared/api/contract';
import type { ApiFetcher } from '../../../lib/api-mutation';
import { onlyIfNotLoaded, useApiMutation } from '../../../lib/api-mutation';
import { type ListItem, memberKeys } from '../../../lib/member-data';

type Confirmed = EndpointOutput<'listingConfirm'> & { id: number };

/** POST /api/destinations/confirm ("Still accurate", decision 090): the listing's new freshness goes into the cached list. */
const confirmListing: ApiFetcher<number, Confirmed> = async (client, id) => ({ ...(await client.call('listingConfirm', { body: { id } })), id });

export const useConfirmListing = () =>
  useApiMutation<number, Confirmed, ListItem<'myDestinations'>[] | undefined>(memberKeys.list('myDestinations'), confirmListing, {
    populateCache: ({ id, freshness }, items) => items?.map((item) => (item.id === id ? { ...item, freshness } : item)),
    revalidate: onlyIfNotLoaded,
  });
