import { z } from './schemas/zod';
import { ActivitySchema, CategoryPageSchema, DestinationCategorySchema, ExperienceSchema, TownSchema } from './schemas/catalogue';
import { SearchQueryBodySchema, withPendingReview } from './schemas/common';
import { MapMarkerSchema } from './schemas/blocks';
import {
  DestinationCardPageSchema,
  DestinationCardSchema,
  DestinationPageBodySchema,
  DestinationPinColumnsSchema,
  DestinationSchema,
  DestinationSearchBodySchema,
  LookupItemSchema,
} from './schemas/destination';
import { ItinerarySchema } from './schemas/itinerary';
import { TipListBodySchema, TipSchema } from './schemas/tip';
import { byIdOrSlug, bySlug, emptyBody } from './contract-params';
import { endpoint, type EndpointDef } from './endpoint';

/** Places to stay, eat and explore, their categories and lookups, tips and itineraries (public-site). */
export const discoverContract = {
  destinationsSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/destinations/search',
    body: DestinationSearchBodySchema,
    response: z.array(DestinationCardSchema),
    summary: 'Approved destinations, filtered and sorted, as cards (the drawer loads the whole destination)',
  }),
  destinationsSearchPage: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/destinations/search/page',
    body: DestinationPageBodySchema,
    response: DestinationCardPageSchema,
    summary: 'One page of the same search as cards, with its pagination (a listing shows 24 at a time)',
  }),
  destinationsSearchPins: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/destinations/search/pins',
    body: DestinationSearchBodySchema,
    response: DestinationPinColumnsSchema,
    summary: "Every result of the same search as id, slug, name and position, in columns: a listing's map and count",
  }),
  destinationMarkers: endpoint({
    method: 'GET',
    path: '/destinations/markers',
    response: z.array(MapMarkerSchema),
    summary: 'Every approved destination with a position, as a map marker with its popup (a map block of every destination)',
  }),
  destinationGet: endpoint({
    method: 'GET',
    path: '/destinations/get/:id',
    params: byIdOrSlug,
    response: DestinationSchema,
    summary: 'One approved destination by id or slug',
  }),
  destinationDraft: endpoint({
    method: 'GET',
    path: '/api/destinations/getdraft/:id',
    params: byIdOrSlug,
    response: withPendingReview(DestinationSchema),
    auth: 'bearer',
    summary: "A destination as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one",
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
  tipDraft: endpoint({
    method: 'GET',
    path: '/api/tips/getdraft/:slug',
    params: bySlug,
    response: withPendingReview(TipSchema),
    auth: 'bearer',
    summary: "A tip as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one",
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
  itineraryDraft: endpoint({
    method: 'GET',
    path: '/api/itineraries/getdraft/:slug',
    params: bySlug,
    response: withPendingReview(ItinerarySchema),
    auth: 'bearer',
    summary: "An itinerary as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one",
  }),
} satisfies Record<string, EndpointDef>;
