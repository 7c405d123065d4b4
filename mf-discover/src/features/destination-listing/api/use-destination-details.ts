import { useEffect } from 'react';
import type { EndpointInput } from '@valley/shared/api/contract';
import { useApi } from '@valley/shared/api/swr';

/** GET /destinations/get/{id}: the whole destination behind a listing's card. */
export const destinationDetailsInput = (id: number): EndpointInput<'destinationGet'> => ({ params: { id: String(id) } });

/**
 * Listings answer cards (decision 032), so the drawer loads the rest of the place when it opens.
 * Failures are only logged (§8): the drawer still shows what the card has.
 */
export function useDestinationDetails(id: number) {
  const details = useApi('destinationGet', destinationDetailsInput(id));
  useEffect(() => {
    if (details.error) console.warn('[mf-discover] destination details did not load', details.error);
  }, [details.error]);
  return details;
}
