import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from '@valley/shared/router';
import { useHistoryDetail } from './in-page-navigation';

function Listing() {
  const { id, open, close } = useHistoryDetail('place');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <output aria-label="Where">{`${location.pathname}${location.search}`}</output>
      <output aria-label="Open">{id ?? 'none'}</output>
      <button type="button" onClick={() => open('12')}>
        Open 12
      </button>
      <button type="button" onClick={close}>
        Close
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  );
}

/** The listing at `path`, after a page the visitor came from. */
const renderListingAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Listing />
    </MemoryRouter>,
  );

const openId = () => screen.getByRole('status', { name: 'Open' }).textContent;
const where = () => screen.getByRole('status', { name: 'Where' }).textContent;

test('Back closes the drawer instead of leaving the page, and Forward opens it again', async () => {
  const user = userEvent.setup();
  renderListingAt('/destinations?order=name');
  await user.click(screen.getByRole('button', { name: 'Open 12' }));
  expect(openId()).toBe('12');
  expect(where()).toBe('/destinations?order=name');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(openId()).toBe('none');
  expect(where()).toBe('/destinations?order=name');
  await user.click(screen.getByRole('button', { name: 'Forward' }));
  expect(openId()).toBe('12');
});

test('Close steps back off the entry it opened, so the next Back leaves the page as it would have', async () => {
  const user = userEvent.setup();
  renderListingAt('/destinations');
  await user.click(screen.getByRole('button', { name: 'Open 12' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(openId()).toBe('none');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(where()).toBe('/');
});

test('a drawer restored by a reload closes in place: Close never leaves the page', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/', { pathname: '/destinations', state: { place: '12', openedBy: 'an earlier page load' } }]} initialIndex={1}>
      <Listing />
    </MemoryRouter>,
  );
  expect(openId()).toBe('12');
  await act(() => user.click(screen.getByRole('button', { name: 'Close' })));
  expect(openId()).toBe('none');
  expect(where()).toBe('/destinations');
});
