import type { ApiErrorBody } from '@valley/shared/schemas/common';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a handler throws on purpose; its message is shown to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The 503 body's message while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'The site is briefly unavailable. Please try again in a few seconds.';

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, error: reasons[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Error'), message };
}
