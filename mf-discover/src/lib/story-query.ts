import type { TipListBody } from '@valley/shared/schemas/tip';
import { TIP_ORDERS } from '@valley/shared/api/orders';
import { queryCodec, textField, viewField, choiceField } from '@valley/shared/url-query';

/** Filters, sort and view of the tip and itinerary lists, kept in the URL query. */
export interface StoryQuery {
  /** The tip's or itinerary's title. */
  title: string;
  /** Its destination's name. */
  name: string;
  order: (typeof TIP_ORDERS)[number];
  view: 'grid' | 'list';
}

export const STORY_SORTS = [
  { value: 'upcoming', label: 'Newest' },
  { value: 'title', label: 'Title' },
];

export const storyQuery = queryCodec<StoryQuery>({ title: textField, name: textField, order: choiceField(TIP_ORDERS), view: viewField });
export const readStoryQuery = storyQuery.read;
export const writeStoryQuery = storyQuery.write;

/** The list call's body; blank filters are left out. */
export function storyListBody(query: StoryQuery): TipListBody {
  const body: TipListBody = { order: query.order };
  if (query.title.trim()) body.title = query.title.trim();
  if (query.name.trim()) body.name = query.name.trim();
  return body;
}
