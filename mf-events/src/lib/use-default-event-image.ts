import { useApi } from '@valley/shared/api/swr';

/** The globals' default event image, for events without their own (public-site §2). */
export function useDefaultEventImage(): string | null {
  const { data } = useApi('globals', {});
  return data?.default_event_img ?? null;
}
