import { useApi } from '@valley/shared/api/swr';

/** The signed-in member's studio role; the API answers 403 to anyone without one (and 401 signed out). */
export function useStudioAccess() {
  return useApi('studioAccess', {});
}
