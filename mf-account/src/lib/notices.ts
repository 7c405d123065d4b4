import { notify } from '@valley/shared/ui/toast';

/** How long each notice stays (member-area §2, §9): auth and profile 6 s, share and create/update results 5 s, starter notices 30 s. */
export const AUTH_TOAST_MS = 6000;
export const RESULT_TOAST_MS = 5000;
export const STARTER_NOTICE_MS = 30_000;

/** The starter notices of 'Add to Itinerary' and 'Add a Tip' (member-area §2), shown above the add form they opened. */
export const STARTER_ITINERARY =
  'Your itinerary starts with the destination you chose. An itinerary needs at least three stops with destinations selected before it can be published.';
export const STARTER_TIP = 'Your tip is about the destination you chose. Write it below; the tourism board reviews every tip before it appears on the site.';

/** The text of a failure: the server's message when it sent one (member-area §8). */
export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** An ApiError's HTTP status (0: no answer); no instanceof, as each app bundles its own client copy. */
export function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * A member form's write: the success text `write` answers, or the server's message, shows for 5 s, and on failure the form stays
 * as it was (member-area §4, §8). Answers whether it succeeded.
 */
export async function withResultToast(write: () => Promise<string>): Promise<boolean> {
  try {
    notify.success(await write(), { duration: RESULT_TOAST_MS });
    return true;
  } catch (error) {
    notify.error(errorText(error), { duration: RESULT_TOAST_MS });
    return false;
  }
}
