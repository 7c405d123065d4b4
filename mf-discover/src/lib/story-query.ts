import type { TipListBody } from '@valley/shared/schemas/tip';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';

/** Filters, sort and view of the tip and itinerary lists, kept in the URL query. */
export interface StoryQuery {
  /** The tip's or itinerary's title. */
  title: string;
  /** Its destination's name. */
  name: string;
  order: 'upcoming' | 'title';
  view: 'grid' | 'list';
}

export const STORY_SORTS = [
  { value: 'upcoming', label: 'Newest' },
  { value: 'title', label: 'Title' },
];

export function readStoryQuery(params: URLSearchParams): StoryQuery {
  return {
    title: params.get('title')?.trim().slice(0, SEARCH_TEXT_MAX) ?? '',
    name: params.get('name')?.trim().slice(0, SEARCH_TEXT_MAX) ?? '',
    order: params.get('order') === 'title' ? 'title' : 'upcoming',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

export function writeStoryQuery(query: StoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.title.trim()) params.set('title', query.title.trim());
  if (query.name.trim()) params.set('name', query.name.trim());
  if (query.order !== 'upcoming') params.set('order', query.order);
  if (query.view !== 'grid') params.set('view', query.view);
  return params;
}

/** The list call's body; blank filters are left out. */
export function storyListBody(query: StoryQuery): TipListBody {
  const body: TipListBody = { order: query.order };
  if (query.title.trim()) body.title = query.title.trim();
  if (query.name.trim()) body.name = query.name.trim();
  return body;
}
