import { z } from 'zod';
import { LoginBodySchema, LoginResponseSchema } from './schemas/account';
import { DestinationSchema, DestinationSearchBodySchema } from './schemas/destination';
import { EventCategorySchema, EventSearchBodySchema, EventSearchResponseSchema } from './schemas/event';
import { NewsCategorySchema, NewsListQuerySchema, NewsListSchema, NewsPageSchema, NewsSearchQuerySchema } from './schemas/news';
import { PagePathSchema, PageSchema } from './schemas/page';
import { GlobalsSchema, MenuLinkSchema, MenuNameSchema, NavItemSchema } from './schemas/site';

/**
 * One description per API call, read by both ends: the server validates requests and
 * serialises answers with these schemas, the client builds URLs and parses answers with them.
 * Path segments: `:name` is one encoded segment, `*` is the rest of the path.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** 'bearer' calls carry the stored token; their answers are never cached. */
  auth?: 'bearer';
  summary: string;
}

const endpoint = <const E extends EndpointDef>(definition: E): E => definition;

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
  destinationsSearch: endpoint({
    method: 'POST',
    path: '/destinations/search',
    body: DestinationSearchBodySchema,
    response: z.array(DestinationSchema),
    summary: 'Approved destinations, filtered and sorted',
  }),
  eventsSearch: endpoint({
    method: 'POST',
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
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: LoginBodySchema,
    response: LoginResponseSchema,
    summary: 'Signs a member in; answers an opaque access token (implemented with the member API)',
  }),
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

/** Builds the path of a call from its pattern: `/nav/get/:name` + { name: 'top_menu' }. */
export function buildPath(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(/:([a-z_]+)|\*/gi, (token, name?: string) => {
    if (token === '*') {
      return String(params['*'] ?? '')
        .split('/')
        .filter(Boolean)
        .map(encodeURIComponent)
        .join('/');
    }
    return encodeURIComponent(String(params[name as string] ?? ''));
  });
}

/** Serialises a query object: arrays become repeated `key[]=value` pairs; empty values are left out. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(`${key}[]`, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
