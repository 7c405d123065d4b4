import { FAVORITES_STORAGE_KEY, useFavoritesStore } from '@valley/shared/stores/favorites';

const inn = { id: 7, type: 'destination' } as const;
const fair = { id: 7, type: 'event' } as const;

const stored = () => JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as { state: unknown } | null;

beforeEach(() => {
  window.localStorage.clear();
  useFavoritesStore.setState({ items: [], status: 'idle' });
});

describe('useFavoritesStore', () => {
  it('adds an item once, telling a destination from an event with the same id', () => {
    const { add } = useFavoritesStore.getState();
    add(inn);
    add({ ...inn });
    add(fair);
    expect(useFavoritesStore.getState().items).toEqual([inn, fair]);
    expect(useFavoritesStore.getState().has(inn)).toBe(true);
    expect(useFavoritesStore.getState().has({ id: 8, type: 'destination' })).toBe(false);
  });

  it('removes one item and leaves the rest', () => {
    const { add, remove } = useFavoritesStore.getState();
    add(inn);
    add(fair);
    remove(inn);
    expect(useFavoritesStore.getState().items).toEqual([fair]);
  });

  it('toggles and answers whether the item is saved afterwards', () => {
    const { toggle } = useFavoritesStore.getState();
    expect(toggle(inn)).toBe(true);
    expect(toggle(inn)).toBe(false);
    expect(useFavoritesStore.getState().items).toEqual([]);
  });

  it("marks the set 'saving' until it is cleared, and drops the mark when the list empties", () => {
    const { add, markSaving, remove, clear } = useFavoritesStore.getState();
    add(inn);
    add(fair);
    markSaving();
    remove(fair);
    expect(useFavoritesStore.getState().status).toBe('saving');
    remove(inn);
    expect(useFavoritesStore.getState().status).toBe('idle');
    add(inn);
    markSaving();
    clear();
    expect(useFavoritesStore.getState()).toMatchObject({ items: [], status: 'idle' });
  });

  it("keeps items and status in localStorage under 'valley-favorites'", () => {
    expect(FAVORITES_STORAGE_KEY).toBe('valley-favorites');
    useFavoritesStore.getState().add(fair);
    useFavoritesStore.getState().markSaving();
    expect(stored()).toEqual({ state: { items: [fair], status: 'saving' }, version: 1 });
  });

  it('reads a saved list back on rehydration', async () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ state: { items: [inn], status: 'idle' }, version: 1 }));
    await useFavoritesStore.persist.rehydrate();
    expect(useFavoritesStore.getState().items).toEqual([inn]);
  });
});
