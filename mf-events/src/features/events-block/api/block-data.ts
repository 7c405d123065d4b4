import { handToSwr } from '@valley/shared/api/swr';
import type { BlockData } from '@valley/shared/federation/blocks';
import { loaderApi, loaderInstant } from '@valley/shared/router';
import { openingTab, parseEventsBlockEntry, tabIds } from './block-entry';
import { blockEventsInput } from './use-block-events';

/** The `events` block's data (decision 141): the categories its tabs are named by, and the events of the tab it opens on. */
export const eventsBlockData: BlockData = async (block, context) => {
  const entry = parseEventsBlockEntry(block.entry);
  const api = loaderApi(context);
  const categories = api.call('eventCategories', {});
  handToSwr(context, 'eventCategories', {}, categories);
  // The tabs are the block's own categories, or the first event categories when it names none.
  const ids = tabIds(entry, entry.categories.length > 0 ? undefined : await categories.catch(() => undefined));
  const opening = ids[openingTab(ids)];
  if (opening === undefined) return;
  const input = blockEventsInput(opening, entry.limit, entry.days, loaderInstant(context));
  handToSwr(context, 'eventsSearch', input, api.call('eventsSearch', input));
};
