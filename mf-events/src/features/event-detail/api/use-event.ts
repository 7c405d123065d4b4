import { loadPublished, useRecordOrOwnDraft, type PublishedRecord } from '@valley/shared/api/own-draft';
import type { LoaderFunctionArgs } from '@valley/shared/router';
import type { Event } from '@valley/shared/schemas/event';

/** The input of both calls for one event. */
export const eventInput = (slug: string) => ({ params: { slug } });

/** The event route's loader (decision 140): the published event, its 404 before the page renders. */
export const eventLoader = (args: LoaderFunctionArgs) => loadPublished(args, 'eventGet', eventInput(args.params.slug ?? ''));

/**
 * The event of /events/{slug}: signed in, through its draft call (its owner sees their pending version, marked); else the published
 * one, from the route's loader.
 */
export function useEvent(slug: string, published: PublishedRecord<Event>) {
  const { data, error, isLoading } = useRecordOrOwnDraft('eventGet', 'eventDraft', eventInput(slug), published);
  return { event: data, error, isLoading };
}
