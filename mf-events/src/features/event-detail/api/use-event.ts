import { useRecordOrOwnDraft } from '@valley/shared/api/own-draft';

/** The input of both calls for one event. */
export const eventInput = (slug: string) => ({ params: { slug } });

/** The event of /events/{slug}: signed in, through its draft call (its owner sees their pending version, marked); else the published one. */
export function useEvent(slug: string) {
  const { data, error, isLoading } = useRecordOrOwnDraft('eventGet', 'eventDraft', eventInput(slug));
  return { event: data, error, isLoading };
}
