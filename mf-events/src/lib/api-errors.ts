/** The HTTP status of a failed call, or null; read from the shape, since under Module Federation the error may be another bundle's ApiError. */
export function apiStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'ApiError') return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** A missing or malformed record (404, 400) shows the 404 screen; anything else is a failure to load. */
export const isMissing = (error: unknown): boolean => {
  const status = apiStatus(error);
  return status === 404 || status === 400;
};
