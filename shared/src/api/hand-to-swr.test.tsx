import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { RouterContextProvider, swrHandoverContext } from '@valley/shared/router';
import { apiKey, handToSwr } from './use-api';

const INPUT = { query: { page: 1, limit: 48, order: 'latest' as const } };

function Feed({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR(apiKey('newsSearch', INPUT), fetcher);
  return <p>{data ?? 'Loading'}</p>;
}

it("in the browser a loader's answer waits in swr's preload store: the list's first fetch takes it and asks for nothing", async () => {
  handToSwr(new RouterContextProvider(), 'newsSearch', INPUT, Promise.resolve('The first page' as never));
  const fetcher = jest.fn(() => Promise.resolve('Asked again'));
  render(<Feed fetcher={fetcher} />);
  expect(await screen.findByText('The first page')).toBeInTheDocument();
  expect(fetcher).not.toHaveBeenCalled();
});

it('a failed answer no hook takes is no uncaught error', async () => {
  const uncaught = jest.fn();
  process.on('unhandledRejection', uncaught);
  try {
    handToSwr(new RouterContextProvider(), 'newsSearch', { query: { page: 9, limit: 48, order: 'latest' } }, Promise.reject(new Error('down')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(uncaught).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', uncaught);
  }
});

it("on the render server it is noted for the page's swr answers, never put in a preload store that outlives the request", () => {
  const noted = jest.fn();
  const context = new RouterContextProvider();
  context.set(swrHandoverContext, noted);
  handToSwr(context, 'globals', {}, Promise.resolve({} as never));
  expect(noted).toHaveBeenCalledWith('globals', {});
});
