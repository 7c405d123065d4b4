import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@valley/shared/router';
import { ApiError } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { DestinationPage } from './destination-page';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));
const mockedUseApi = useApi as jest.Mock;

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/d/no-such-place']}>
      <Routes>
        <Route path="/d/:slug" element={<DestinationPage />} />
      </Routes>
    </MemoryRouter>,
  );

it('shows the 404 screen when there is no such destination', () => {
  mockedUseApi.mockReturnValue({ error: new ApiError('Destination not found', 404, 'destinationGet'), isLoading: false });
  renderPage();
  expect(mockedUseApi).toHaveBeenCalledWith('destinationGet', { params: { id: 'no-such-place' } });
  expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
});

it('says the destination could not be loaded, not that it is missing, when the API does not answer', () => {
  mockedUseApi.mockReturnValue({ error: new ApiError('Failed to fetch', 0, 'destinationGet'), isLoading: false });
  renderPage();
  expect(screen.getByRole('alert')).toHaveTextContent('This destination could not be loaded. Please try again in a moment.');
  expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
});
