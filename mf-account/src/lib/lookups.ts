import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import { useMemberList } from './member-data';

export interface Choice {
  id: number;
  name: string;
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);
const logOnly = (what: string) => ({ onError: (error: unknown) => console.warn(`${what} did not load`, error) });

/** Destinations a member may pick: every approved one plus their own still waiting for the board; lookup failures are only logged (§8). */
export function useDestinationChoices(): { choices: Choice[]; isLoading: boolean } {
  const { data: approved, isLoading } = useApi('destinationsSearch', { body: { order: 'name' } }, logOnly('destinations'));
  const { data: own } = useMemberList('myDestinations');
  const choices = useMemo(() => {
    const all = new Map<number, Choice>();
    for (const destination of approved ?? []) all.set(destination.id, { id: destination.id, name: destination.name });
    for (const destination of own ?? []) if (!all.has(destination.id)) all.set(destination.id, { id: destination.id, name: destination.name });
    return [...all.values()].toSorted(byName);
  }, [approved, own]);
  return { choices, isLoading };
}

export const useCategoryChoices = () => useApi('categoriesListPost', { body: {} }, logOnly('categories')).data ?? [];
export const useAmenityChoices = () => useApi('amenitiesList', { body: {} }, logOnly('amenities')).data ?? [];
export const useEventCategoryChoices = () => useApi('eventCategoriesPost', { body: {} }, logOnly('event categories')).data ?? [];
