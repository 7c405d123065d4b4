import type { z } from './schemas/zod';
import { accountContract } from './contract-account';
import { discoverContract } from './contract-discover';
import { eventsContract } from './contract-events';
import { freshnessContract } from './contract-freshness';
import { insightsContract } from './contract-insights';
import { listingsContract } from './contract-listings';
import { memberContract } from './contract-member';
import { newsContract } from './contract-news';
import { siteContract } from './contract-site';
import { studioContract } from './contract-studio';
import type { EndpointDef } from './endpoint';

export type { EndpointDef } from './endpoint';

/** The contract in parts: the browser loads the part a call belongs to (`routes.ts` names it), so a page builds only its calls' schemas (decision 022). */
export const contractParts = {
  site: siteContract,
  discover: discoverContract,
  events: eventsContract,
  news: newsContract,
  account: accountContract,
  member: memberContract,
  insights: insightsContract,
  listings: listingsContract,
  freshness: freshnessContract,
  studio: studioContract,
};
export type ContractPart = keyof typeof contractParts;

export const contract = {
  ...siteContract,
  ...discoverContract,
  ...eventsContract,
  ...newsContract,
  ...accountContract,
  ...memberContract,
  ...insightsContract,
  ...listingsContract,
  ...freshnessContract,
  ...studioContract,
} satisfies Record<string, EndpointDef>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

type InputPart<E, K extends 'params' | 'query' | 'body'> = E extends Record<K, infer S extends z.ZodType> ? { [P in K]: z.input<S> } : { [P in K]?: never };

export type EndpointInput<N extends EndpointName> = InputPart<Contract[N], 'params'> & InputPart<Contract[N], 'query'> & InputPart<Contract[N], 'body'>;

export type EndpointOutput<N extends EndpointName> = z.output<Contract[N]['response']>;

export { buildPath, buildQuery } from './paths';
