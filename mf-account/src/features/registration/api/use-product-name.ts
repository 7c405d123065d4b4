import { useApi } from '@valley/shared/api/swr';

/** The product's name in the role choices ('{product} Visitor', member-area §2), from the global variables. */
export const useProductName = () => useApi('globals', {}).data?.organization ?? 'Happy Valley';
