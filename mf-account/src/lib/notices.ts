/**
 * How long each kind of notice stays (member-area §2 Toasts, §9): auth and profile 6 s, share and
 * create/update results 5 s, the starter-itinerary and starter-tip notices 30 s.
 */
export const AUTH_TOAST_MS = 6000;
export const RESULT_TOAST_MS = 5000;
export const STARTER_TOAST_MS = 30_000;

/** The text of a failure: the server's message when it sent one (member-area §8). */
export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** An ApiError's HTTP status (0: no answer); no instanceof, as each app bundles its own client copy. */
export function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
