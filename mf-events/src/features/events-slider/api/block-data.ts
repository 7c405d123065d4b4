import { handToSwr } from '@valley/shared/api/swr';
import type { BlockData } from '@valley/shared/federation/blocks';
import { loaderApi, loaderInstant } from '@valley/shared/router';
import { parseEventsSliderEntry, sliderBody } from './block-entry';

/** The `events_slider` block's data (decision 141): its one search. */
export const eventsSliderData: BlockData = (block, context) => {
  const input = { body: sliderBody(parseEventsSliderEntry(block.entry), loaderInstant(context)) };
  handToSwr(context, 'eventsSearch', input, loaderApi(context).call('eventsSearch', input));
};
