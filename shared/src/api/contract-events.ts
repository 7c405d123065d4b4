import { z } from './schemas/zod';
import { EventCategorySchema, EventSchema, EventSearchBodySchema, EventSearchResponseSchema } from './schemas/event';
import { withPendingReview } from './schemas/common';
import { bySlug, emptyBody } from './contract-params';
import { endpoint, type EndpointDef } from './endpoint';

/** Events and their categories (public-site). */
export const eventsContract = {
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
    response: withPendingReview(EventSchema),
    auth: 'bearer',
    summary: "An event as its page shows it: the owner's pending version, marked, for its owner and the board; else the published one",
  }),
} satisfies Record<string, EndpointDef>;
