/** @jest-environment @valley/shared/build/jest-environment-router */
import { render, screen } from '@testing-library/react';
import { apiContext, createBrowserRouter, RouterContextProvider, RouterProvider } from '@valley/shared/router';
import { ApiError } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { routes } from '../exposes/routes';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));
const mockedUseApi = useApi as jest.Mock;

/** The page on a data router over mf-discover's own routes, its loader's call answered with `published` (decision 140). */
function renderPage(published: Error) {
  window.history.replaceState(null, '', '/d/no-such-place');
  const call = jest.fn(() => Promise.reject(published));
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apiContext, { call, url: jest.fn() } as never);
      return context;
    },
  });
  render(<RouterProvider router={router} />);
  return call;
}

beforeEach(() => mockedUseApi.mockReturnValue({ data: undefined, isLoading: false }));

it('shows the 404 screen when there is no such destination', async () => {
  const call = renderPage(new ApiError('Destination not found', 404, 'destinationGet'));
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('destinationGet', { params: { id: 'no-such-place' } });
  // The published record is the loader's: the page never asks for it itself.
  expect(mockedUseApi).not.toHaveBeenCalledWith('destinationGet', expect.anything());
});

it('says the destination could not be loaded, not that it is missing, when the API does not answer', async () => {
  renderPage(new ApiError('Failed to fetch', 0, 'destinationGet'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This destination could not be loaded. Please try again in a moment.');
  expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
});
