import { endpoint } from './endpoint';
import { ListingConfirmedSchema, StaleReportSchema } from './schemas/freshness';
import { IdBodySchema } from './schemas/member';

const bearer = 'bearer' as const;

/** Listings that stay true (decision 090): their owner confirms them, and the board sees which have not been. */
export const freshnessContract = {
  listingConfirm: endpoint({
    method: 'POST',
    path: '/api/destinations/confirm',
    body: IdBodySchema,
    response: ListingConfirmedSchema,
    auth: bearer,
    summary: '"Still accurate": the owner (or the board) confirms an approved destination as it is; a hidden one is listed again at once',
  }),
  staleListings: endpoint({
    method: 'GET',
    path: '/api/destinations/stale',
    response: StaleReportSchema,
    auth: bearer,
    summary: 'Board only: approved destinations unconfirmed for 6 months or more, by town and category, hidden ones (12 months) first',
  }),
};
