import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import type { Event } from '@valley/shared/schemas/event';
import { Calendar } from './calendar';
import { weeklyJam as event } from '../utils/weekly-jam.fixture';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));

const jazz = event({
  id: 30,
  slug: 'jazz-on-the-porch',
  title: 'Jazz on the Porch',
  starts: '2026-12-07T18:30:00-05:00',
  ends: '2026-12-07T21:00:00-05:00',
  recurrence: null,
});
const NOW = new Date('2026-11-22T15:00:00Z'); // Sunday, November 22, 2026 in New York

let searched: unknown;
function mockEvents(events: Event[] | undefined, error?: Error) {
  (useApi as jest.Mock).mockImplementation((name: string, input: unknown) => {
    if (name === 'eventsSearch') {
      searched = input;
      return { data: events, error, isLoading: !events && !error, mutate: jest.fn() };
    }
    return { data: undefined };
  });
}

function setWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 899'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** The address bar and the browser's Back button, as far as the calendar is concerned. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p role="status" aria-label="Address">
        {location.search}
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const renderCalendar = (address = '/calendar') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Calendar now={NOW} />
      <Browser />
    </MemoryRouter>,
  );
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

const jamOn = (day: string) => within(screen.getByRole('list', { name: day })).getByRole('button', { name: /Sunday Bluegrass Jam/ });

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the calendar', () => {
  it('searches 7 days back to 180 days ahead as one plain list', () => {
    mockEvents([]);
    renderCalendar();
    expect(searched).toEqual({ body: { dates: '2026-11-15|2027-05-21', order: 'upcoming' } });
  });

  it('shows a weekly series on every matching day of the month, and steps month by month inside the window', async () => {
    mockEvents([event({}), jazz]);
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    for (const day of ['Sunday, November 15, 2026', 'Sunday, November 22, 2026', 'Sunday, November 29, 2026']) expect(jamOn(day)).toBeInTheDocument();
    // Before the window (more than 7 days back) the calendar shows nothing.
    expect(screen.queryByRole('list', { name: 'Sunday, November 8, 2026' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    for (const day of [6, 13, 20, 27]) expect(jamOn(`Sunday, December ${day}, 2026`)).toHaveTextContent('2:00 PM Sunday Bluegrass Jam');
    expect(screen.getByRole('list', { name: 'Monday, December 7, 2026' })).toHaveTextContent('6:30 PM Jazz on the Porch');
    expect(screen.getAllByRole('button', { name: /Sunday Bluegrass Jam/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  });

  it('keeps the month in the address: a step writes it, the address shows it, and Back steps back', async () => {
    mockEvents([event({}), jazz]);
    renderCalendar();
    expect(address()).toBe('');
    // Each step is a link to its month, so it works before the code arrives and in a new tab.
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('href', '?month=2026-12');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(address()).toBe('?month=2027-01');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('href', '?month=2026-12');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(address()).toBe('?month=2026-12');
  });

  it.each([
    ['?month=2027-03', 'March 2027'],
    // A week stands in for its month; a month outside the window, or none that exists, gives the nearest inside or today's.
    ['?week=2027-02-03', 'January 2027'],
    ['?month=2031-01', 'May 2027'],
    ['?month=2020-01', 'November 2026'],
    ['?month=2027-13', 'November 2026'],
  ])('%s shows %s', (query, heading) => {
    mockEvents([event({})]);
    renderCalendar(`/calendar${query}`);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('keeps the week in the address on a narrow screen; a month in it gives that month’s first week', async () => {
    setWidth(true);
    mockEvents([event({})]);
    const { unmount } = renderCalendar('/calendar?week=2026-12-09');
    expect(screen.getByRole('heading', { name: 'Week of Sunday, December 6, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(address()).toBe('?week=2026-12-13');
    expect(screen.getByRole('heading', { name: 'Week of Sunday, December 13, 2026' })).toBeInTheDocument();
    unmount();
    renderCalendar('/calendar?month=2027-01');
    expect(screen.getByRole('heading', { name: 'Week of Sunday, December 27, 2026' })).toBeInTheDocument();
  });

  it('opens the picked occurrence in the drawer with More Information', async () => {
    mockEvents([event({})]);
    renderCalendar();
    await userEvent.click(jamOn('Sunday, November 29, 2026'));
    const drawer = screen.getByRole('dialog', { name: 'Sunday Bluegrass Jam' });
    expect(within(drawer).getByText('Sun, Nov 29, 2026, 2:00 PM – 5:00 PM')).toBeInTheDocument();
    expect(within(drawer).getByText('Bring a fiddle or just listen.')).toBeInTheDocument();
    expect(within(drawer).getByText('Every Sunday afternoon at the roadhouse.')).toBeInTheDocument();
    expect(within(drawer).getByText('123 S Main St, Port Matilda, PA 16870')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '814-555-0142' })).toHaveAttribute('href', 'tel:+18145550142');
    expect(within(drawer).getByRole('link', { name: 'More Information' })).toHaveAttribute('href', '/events/sunday-bluegrass-jam');
    const google = new URL(within(drawer).getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href') ?? '');
    expect(google.searchParams.get('dates')).toBe('20261129T140000/20261129T170000');
  });

  it('lists one week at a time on a narrow screen', async () => {
    setWidth(true);
    mockEvents([event({}), jazz]);
    renderCalendar();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Week of Sunday, November 22, 2026' })).toBeInTheDocument();
    expect(jamOn('Sunday, November 22, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('No events')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Week of Sunday, December 6, 2026' })).toBeInTheDocument();
    expect(jamOn('Sunday, December 6, 2026')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Monday, December 7, 2026' })).toHaveTextContent('Jazz on the Porch');
  });

  it("shows three entries a day whole and the rest behind '+N more', which lists the whole day and opens any of it", async () => {
    const busy = ['Craft Fair', 'Farmers Market', 'Gallery Walk', 'Lantern Tour', 'Late Show'].map((title, index) =>
      event({
        id: 40 + index,
        slug: title.toLowerCase().replace(' ', '-'),
        title,
        starts: `2026-11-28T1${index}:00:00-05:00`,
        ends: `2026-11-28T1${index}:30:00-05:00`,
        recurrence: null,
      }),
    );
    mockEvents(busy);
    renderCalendar();
    const day = screen.getByRole('list', { name: 'Saturday, November 28, 2026' });
    expect(
      within(day)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10:00 AM Craft Fair', '11:00 AM Farmers Market', '12:00 PM Gallery Walk']);
    // Links without JavaScript: the event's page, and that day's events listing.
    expect(within(day).getByRole('button', { name: /Craft Fair/ })).toHaveAttribute('href', '/events/craft-fair');
    const more = screen.getByRole('button', { name: '2 more events on Saturday, November 28, 2026' });
    expect(more).toHaveTextContent('+2 more');
    expect(more).toHaveAttribute('href', '/events?from=2026-11-28&to=2026-11-28');

    await userEvent.click(more);
    const dialog = screen.getByRole('dialog', { name: 'Saturday, November 28, 2026' });
    expect(within(dialog).getAllByRole('button', { name: /Craft Fair|Farmers Market|Gallery Walk|Lantern Tour|Late Show/ })).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: /Late Show/ }));
    expect(screen.queryByRole('dialog', { name: 'Saturday, November 28, 2026' })).toBeNull();
    expect(within(screen.getByRole('dialog', { name: 'Late Show' })).getByText('Sat, Nov 28, 2026, 2:00 PM – 2:30 PM')).toBeInTheDocument();
  });

  it('says when the calendar could not be loaded', () => {
    mockEvents(undefined, new Error('down'));
    renderCalendar();
    expect(screen.getByText('The calendar could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
