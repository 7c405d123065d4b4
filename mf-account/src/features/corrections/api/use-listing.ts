import type { EndpointInput } from '@valley/shared/api/contract';
import { useApi } from '@valley/shared/api/swr';

/** GET /destinations/get/{slug}: the listing a correction is about (the shell starts it with the page, exposes/prefetch.ts). */
export const listingInput = (slug: string): EndpointInput<'destinationGet'> => ({ params: { id: slug } });
export const useListing = (slug: string) => useApi('destinationGet', listingInput(slug));
