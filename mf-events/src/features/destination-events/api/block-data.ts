import { handToSwr } from '@valley/shared/api/swr';
import type { BlockData } from '@valley/shared/federation/blocks';
import { loaderApi, loaderInstant } from '@valley/shared/router';
import { destinationEventsBody, parseDestinationEventsEntry } from './block-entry';

/** The `destination_events` block's data (decision 141): the destination's upcoming events. */
export const destinationEventsData: BlockData = (block, context) => {
  const entry = parseDestinationEventsEntry(block.entry);
  if (!entry) return;
  const input = { body: destinationEventsBody(entry.destination_id, loaderInstant(context)) };
  handToSwr(context, 'eventsSearch', input, loaderApi(context).call('eventsSearch', input));
};
