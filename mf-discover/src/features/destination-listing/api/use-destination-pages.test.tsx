import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useDestinationPages } from './use-destination-pages';

const call = jest.fn();
jest.mock('@valley/shared/api/swr', () => ({
  apiKey: (name: string, input: unknown) => [name, input ?? {}],
  useApiClient: () => ({ call }),
}));

const card = (id: number) => ({ id, slug: `p-${id}`, name: `Place ${id}` });
const TOTAL = 60;
beforeEach(() => {
  call.mockReset().mockImplementation(async (_name: string, { body }: { body: { page: number; limit: number } }) => {
    const from = (body.page - 1) * body.limit;
    const data = Array.from({ length: Math.max(0, Math.min(body.limit, TOTAL - from)) }, (_, index) => card(from + index + 1));
    return { data, pagination: { total: TOTAL, has_more_pages: from + body.limit < TOTAL } };
  });
});

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

it('asks for 24 cards a page, and the next page when more are shown', async () => {
  const { result, rerender } = renderHook(({ shown }) => useDestinationPages({ order: 'name' }, shown), { wrapper, initialProps: { shown: 24 } });
  await waitFor(() => expect(result.current.cards).toHaveLength(24));
  expect(call).toHaveBeenCalledWith('destinationsSearchPage', { body: { order: 'name', page: 1, limit: 24 } });
  rerender({ shown: 48 });
  await waitFor(() => expect(result.current.cards).toHaveLength(48));
  expect(call).toHaveBeenLastCalledWith('destinationsSearchPage', { body: { order: 'name', page: 2, limit: 24 } });
  rerender({ shown: 72 });
  await waitFor(() => expect(result.current.cards).toHaveLength(TOTAL));
  rerender({ shown: 96 });
  await act(async () => {});
  // The last page said there is no more: nothing further is asked for.
  expect(call).toHaveBeenCalledTimes(3);
});

it("starts at the address's page, and shows more from there (decision 053)", async () => {
  const { result, rerender } = renderHook(({ shown }) => useDestinationPages({ order: 'name' }, shown, 2), { wrapper, initialProps: { shown: 24 } });
  await waitFor(() => expect(result.current.cards?.[0]?.name).toBe('Place 25'));
  expect(call).toHaveBeenCalledWith('destinationsSearchPage', { body: { order: 'name', page: 2, limit: 24 } });
  rerender({ shown: 48 });
  await waitFor(() => expect(result.current.cards).toHaveLength(TOTAL - 24));
  expect(call).toHaveBeenLastCalledWith('destinationsSearchPage', { body: { order: 'name', page: 3, limit: 24 } });
});
