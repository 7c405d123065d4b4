import type { EndpointInput } from '@valley/shared/api/contract';
import { loadPublished } from '@valley/shared/api/own-draft';
import type { LoaderFunctionArgs } from '@valley/shared/router';

/** GET /destinations/get/{slug}: the listing a correction is about. */
export const listingInput = (slug: string): EndpointInput<'destinationGet'> => ({ params: { id: slug } });

/** The correction route's loader (decision 140): the published listing, a missing one's 404 before the page renders. */
export const listingLoader = (args: LoaderFunctionArgs) => loadPublished(args, 'destinationGet', listingInput(args.params.slug ?? ''));
