import { ApiError } from '@valley/shared/api';
import { apiStatus, isMissing } from './api-errors';

describe('api errors', () => {
  it('reads the status of an ApiError, also of another bundle’s copy of the class', () => {
    expect(apiStatus(new ApiError('Event not found', 404, 'eventGet'))).toBe(404);
    const copy = Object.assign(new Error('Event not found'), { name: 'ApiError', status: 404 });
    expect(isMissing(copy)).toBe(true);
  });

  it('treats 400 as missing and anything else as a failure to load', () => {
    expect(isMissing(new ApiError('bad slug', 400, 'eventGet'))).toBe(true);
    expect(isMissing(new ApiError('down', 503, 'eventGet'))).toBe(false);
    expect(isMissing(new ApiError('unreachable', 0, 'eventGet'))).toBe(false);
    expect(isMissing(new Error('boom'))).toBe(false);
    expect(apiStatus(null)).toBeNull();
  });
});
