import { z } from './schemas/zod';
import { ContactBodySchema } from './schemas/account';
import { ActivitySchema, CategoryPageSchema, DestinationCategorySchema, ExperienceSchema, TownSchema } from './schemas/catalogue';
import { idOrSlugParam, MessageSchema, SearchQueryBodySchema } from './schemas/common';
import { DestinationSchema, DestinationSearchBodySchema, LookupItemSchema } from './schemas/destination';
import { EventCategorySchema, EventSchema, EventSearchBodySchema, EventSearchResponseSchema } from './schemas/event';
import { ItinerarySchema } from './schemas/itinerary';
import {
  NewsCategorySchema,
  NewsListQuerySchema,
  NewsListSchema,
  NewsPageSchema,
  NewsPostSchema,
  NewsSearchQuerySchema,
  NewsSiteSearchBodySchema,
} from './schemas/news';
import { PagePathSchema, PageSchema, SearchResultSchema } from './schemas/page';
import { TipListBodySchema, TipSchema } from './schemas/tip';
import { GlobalsSchema, MenuLinkSchema, MenuNameSchema, NavItemSchema } from './schemas/site';

import { endpoint, type EndpointDef } from './endpoint';
import { accountContract } from './contract-account';
import { memberContract } from './contract-member';

export type { EndpointDef } from './endpoint';

const byIdOrSlug = z.object({ id: idOrSlugParam });
const bySlug = z.object({ slug: idOrSlugParam });
/** Lookup calls the member forms send as POST with no payload. */
const emptyBody = z.object({}).strict();

export const contract = {
  nav: endpoint({ method: 'GET', path: '/nav', response: z.array(NavItemSchema), summary: 'Main navigation tabs' }),
  menu: endpoint({
    method: 'GET',
    path: '/nav/get/:name',
    params: z.object({ name: MenuNameSchema }),
    response: z.array(MenuLinkSchema),
    summary: 'Menu links (top_menu, footer_menu_1, footer_menu_2)',
  }),
  globals: endpoint({ method: 'GET', path: '/variables/get/global', response: GlobalsSchema, summary: 'Global variables' }),
  page: endpoint({
    method: 'GET',
    path: '/page/get/*',
    params: z.object({ '*': PagePathSchema }),
    response: PageSchema,
    summary: 'A CMS page by its path',
  }),
  pageDraft: endpoint({
    method: 'GET',
    path: '/api/pages/getdraft/*',
    params: z.object({ '*': PagePathSchema }),
    response: PageSchema,
    auth: 'bearer',
    summary: "A CMS page's pending revision for signed-in members; the path has '|' for '/'",
  }),
  pagesSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/pages/search',
    body: SearchQueryBodySchema,
    response: z.array(SearchResultSchema),
    summary: 'Site search over CMS pages: full text plus typo-tolerant trigram match, best first',
  }),
  destinationsSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/destinations/search',
    body: DestinationSearchBodySchema,
    response: z.array(DestinationSchema),
    summary: 'Approved destinations, filtered and sorted',
  }),
  destinationGet: endpoint({
    method: 'GET',
    path: '/destinations/get/:id',
    params: byIdOrSlug,
    response: DestinationSchema,
    summary: 'One approved destination by id or slug',
  }),
  destinationCategoriesSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/destinations/categories/search',
    body: SearchQueryBodySchema,
    response: z.array(DestinationCategorySchema),
    summary: 'Site search over destination categories, best first',
  }),
  categoryGet: endpoint({
    method: 'GET',
    path: '/categories/get/:slug',
    params: bySlug,
    response: CategoryPageSchema,
    summary: 'A destination category page with its approved destinations',
  }),
  categoriesList: endpoint({
    method: 'GET',
    path: '/categories/list',
    response: z.array(LookupItemSchema),
    summary: 'Destination categories (id and name) for filter selects',
  }),
  categoriesListPost: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/categories/list',
    body: emptyBody,
    response: z.array(LookupItemSchema),
    summary: 'Destination categories for the member forms',
  }),
  amenitiesList: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/amenities/list',
    body: emptyBody,
    response: z.array(LookupItemSchema),
    summary: 'Amenities for the member forms',
  }),
  experiencesList: endpoint({
    method: 'GET',
    path: '/experiences/list',
    response: z.array(LookupItemSchema),
    summary: 'Experiences (id and name) for filter selects',
  }),
  experienceGet: endpoint({
    method: 'GET',
    path: '/experiences/get/:id',
    params: byIdOrSlug,
    response: ExperienceSchema,
    summary: 'One experience with its approved destinations, by id or slug',
  }),
  activitiesList: endpoint({
    method: 'GET',
    path: '/activities/list',
    response: z.array(LookupItemSchema),
    summary: 'Activities (id and name) for filter selects',
  }),
  activityGet: endpoint({
    method: 'GET',
    path: '/activities/get/:id',
    params: byIdOrSlug,
    response: ActivitySchema,
    summary: 'One activity with its approved destinations, by id or slug',
  }),
  cityGet: endpoint({
    method: 'GET',
    path: '/cities/get/:id',
    params: byIdOrSlug,
    response: TownSchema,
    summary: 'One town with its approved destinations, by id or slug',
  }),
  eventsSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/events/search',
    body: EventSearchBodySchema,
    response: EventSearchResponseSchema,
    summary: 'Approved events; a plain list without page, { data, pagination } with it',
  }),
  eventCategories: endpoint({
    method: 'GET',
    path: '/events/categories',
    response: z.array(EventCategorySchema),
    summary: 'Event categories',
  }),
  eventCategoriesPost: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/events/categories',
    body: emptyBody,
    response: z.array(EventCategorySchema),
    summary: 'Event categories for the member forms',
  }),
  eventCategoryGet: endpoint({
    method: 'GET',
    path: '/events/categories/get/:slug',
    params: bySlug,
    response: EventCategorySchema,
    summary: 'One event category by slug (or id)',
  }),
  eventGet: endpoint({
    method: 'GET',
    path: '/events/get/:slug',
    params: bySlug,
    response: EventSchema,
    summary: 'One approved event by slug (or id); dates are its next occurrence',
  }),
  eventDraft: endpoint({
    method: 'GET',
    path: '/api/events/getdraft/:slug',
    params: bySlug,
    response: EventSchema,
    auth: 'bearer',
    summary: "An event's pending revision, for its owner and the board",
  }),
  newsSiteSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/news/search',
    body: NewsSiteSearchBodySchema,
    response: z.array(NewsPostSchema),
    summary: 'Site search over published news posts, best first',
  }),
  newsGet: endpoint({
    method: 'GET',
    path: '/news/get/:id',
    params: byIdOrSlug,
    response: NewsPostSchema,
    summary: 'One published news post by id or slug',
  }),
  newsDraft: endpoint({
    method: 'GET',
    path: '/api/news/getdraft/:id',
    params: byIdOrSlug,
    response: NewsPostSchema,
    auth: 'bearer',
    summary: "A news post's pending revision for signed-in members",
  }),
  newsSearch: endpoint({
    method: 'GET',
    path: '/news/search',
    query: NewsSearchQuerySchema,
    response: NewsPageSchema,
    summary: 'News posts, paginated',
  }),
  newsList: endpoint({
    method: 'GET',
    path: '/news/list',
    query: NewsListQuerySchema,
    response: NewsListSchema,
    summary: 'Latest news posts (home list, featured slider)',
  }),
  newsCategories: endpoint({
    method: 'GET',
    path: '/news/categories/list',
    response: z.array(NewsCategorySchema),
    summary: 'News categories',
  }),
  tipsList: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/tips/list',
    body: TipListBodySchema,
    response: z.array(TipSchema),
    summary: 'Approved local tips; title filters the tip, name its destination',
  }),
  tipGet: endpoint({
    method: 'GET',
    path: '/tips/get/:slug',
    params: bySlug,
    response: TipSchema,
    summary: 'One approved tip by slug',
  }),
  itinerariesList: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/itineraries/list',
    body: TipListBodySchema,
    response: z.array(ItinerarySchema),
    summary: 'Approved itineraries; title filters the itinerary, name its main destination',
  }),
  itineraryGet: endpoint({
    method: 'GET',
    path: '/itineraries/get/:slug',
    params: bySlug,
    response: ItinerarySchema,
    summary: 'One approved itinerary by slug, with its stops in order',
  }),
  contactsCreate: endpoint({
    method: 'POST',
    path: '/contacts/create',
    body: ContactBodySchema,
    response: MessageSchema,
    summary: 'Newsletter sign-up; answers the same whether or not the address was already listed',
  }),
  ...accountContract,
  ...memberContract,
} satisfies Record<string, EndpointDef>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

type InputPart<E, K extends 'params' | 'query' | 'body'> = E extends Record<K, infer S extends z.ZodType>
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

export type EndpointInput<N extends EndpointName> = InputPart<Contract[N], 'params'> &
  InputPart<Contract[N], 'query'> &
  InputPart<Contract[N], 'body'>;

export type EndpointOutput<N extends EndpointName> = z.output<Contract[N]['response']>;

export { buildPath, buildQuery } from './paths';
