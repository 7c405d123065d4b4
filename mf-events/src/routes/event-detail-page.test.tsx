/** @jest-environment @valley/shared/build/jest-environment-router */
import { cleanup, render, screen, within } from '@testing-library/react';
import { apiContext, createBrowserRouter, RouterContextProvider, RouterProvider } from '@valley/shared/router';
import { ApiError } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import type { Event } from '@valley/shared/schemas/event';
import { useAuthStore } from '@valley/shared/stores/auth';
import { routes } from '../exposes/routes';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn(), useApiClient: () => ({ call: jest.fn() }) }));

const event = (overrides: Partial<Event> = {}): Event =>
  ({
    id: 8,
    slug: 'lemont-village-market',
    title: 'Lemont Village Market',
    summary: 'Bread, eggs and crafts on the green.',
    content: '<p>Every other Wednesday and Saturday.</p>',
    main_img: null,
    header_img: 'http://api.test/media/headers/markets.2000x1000.webp',
    starts: '2030-06-05T09:00:00-04:00',
    ends: '2030-06-05T12:00:00-04:00',
    website: 'https://lemont.example',
    destination_name: 'The Granary at Lemont',
    destination_slug: 'the-granary-at-lemont',
    location_formatted_latitude: '40.815268',
    location_formatted_longitude: '-77.820928',
    phone: '814-555-0199',
    address: '133 Mount Nittany Rd, Lemont, PA 16851',
    recurrence: 'weekly',
    r_weekly_day: ['Wed', 'Sat'],
    r_weekly_weeks: 2,
    r_end_type: 'By',
    r_end_date: '2030-06-30',
    r_number_of_occurrences: null,
    ...overrides,
  }) as Event;

type Answer = { data?: unknown; error?: unknown };
const calls: { name: string; input: unknown }[] = [];
/** The API as the route's loader reaches it: its answer for the published event. */
let published: Answer = {};
function mockApi(answers: Record<string, Answer>) {
  calls.length = 0;
  published = answers.eventGet ?? {};
  (useApi as jest.Mock).mockImplementation((name: string, input: unknown) => {
    calls.push({ name, input });
    if (name === 'globals') return { data: { default_event_img: 'http://api.test/media/events/default-event.1200x900.webp' } };
    if (input === null) return { data: undefined, error: undefined, isLoading: false };
    const answer = answers[name] ?? {};
    return { data: answer.data, error: answer.error, isLoading: false };
  });
}

/** The page at `path` on a data router over mf-events' own routes, as the shell adds them (decision 140). */
const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  const loaderApi = {
    url: jest.fn(),
    call: jest.fn((name: string, input: unknown) => {
      calls.push({ name: `loader ${name}`, input });
      return published.error ? Promise.reject(published.error) : Promise.resolve(published.data);
    }),
  };
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apiContext, loaderApi as never);
      return context;
    },
  });
  return render(<RouterProvider router={router} />);
};

afterEach(() => useAuthStore.getState().signOut());

describe('/events/{slug}', () => {
  it('shows the event with its recurrence sentence, next date, destination link, links and the default image', async () => {
    mockApi({ eventGet: { data: event() } });
    renderAt('/events/lemont-village-market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemont Village Market' })).toBeInTheDocument();
    expect(calls).toContainEqual({ name: 'loader eventGet', input: { params: { slug: 'lemont-village-market' } } });
    expect(screen.getByText('Recurring Event')).toBeInTheDocument();
    expect(screen.getByText('Every 2 weeks on Wednesday and Saturday, until June 30, 2030')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next Date' })).toBeInTheDocument();
    expect(screen.getByText('Wed, Jun 5, 2030, 9:00 AM – 12:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Granary at Lemont' })).toHaveAttribute('href', '/d/the-granary-at-lemont');
    expect(screen.getByRole('img', { name: 'Lemont Village Market' })).toHaveAttribute('src', 'http://api.test/media/events/default-event.1200x900.webp');
    expect(screen.getByRole('link', { name: 'Event Website' })).toHaveAttribute('href', 'https://lemont.example');
    expect(screen.getByRole('link', { name: 'Call 814-555-0199' })).toHaveAttribute('href', 'tel:+18145550199');
    expect(screen.getByRole('link', { name: 'Add to Calendar (.ics)' })).toHaveAttribute('href', 'http://localhost:4000/api/events/lemont-village-market/ics');
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toContain('recur=RRULE%3AFREQ%3DWEEKLY%3BINTERVAL%3D2');
    expect(screen.getByRole('button', { name: 'Save Lemont Village Market to favorites' })).toBeInTheDocument();
    const place = screen.getByRole('region', { name: 'Location' });
    expect(within(place).getByText('133 Mount Nittany Rd, Lemont, PA 16851')).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=40.815268,-77.820928',
    );
    expect(screen.getByRole('link', { name: 'Back to All Events' })).toHaveAttribute('href', '/events');
  });

  it('says when a series has no more dates and offers no calendar links then', async () => {
    mockApi({ eventGet: { data: event({ starts: '2020-06-03T09:00:00-04:00', ends: '2020-06-03T12:00:00-04:00', r_end_date: '2020-06-30' }) } });
    renderAt('/events/lemont-village-market');
    expect(await screen.findByText('This event has no more dates.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dates' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to Calendar (.ics)' })).toBeNull();
  });

  it('says the summary once when the content opens with it', async () => {
    mockApi({ eventGet: { data: event({ summary: 'Every other Wednesday and Saturday.' }) } });
    renderAt('/events/lemont-village-market');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Every other Wednesday and Saturday.')).toHaveLength(1);
  });

  it('shows the 404 screen for an unknown event', async () => {
    mockApi({ eventGet: { error: new ApiError('Event not found', 404, 'eventGet') } });
    renderAt('/events/no-such-event');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  it('asks for the draft version when signed in, and the published one when the token is refused', async () => {
    useAuthStore.getState().signIn('token-1');
    mockApi({ eventDraft: { data: event({ title: 'Lemont Village Market (new hours)' }) } });
    renderAt('/events/lemont-village-market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemont Village Market (new hours)' })).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'eventDraft')?.input).toEqual({ params: { slug: 'lemont-village-market' } });
    // The published event is the loader's: the page never asks for it itself.
    expect(calls.find((call) => call.name === 'eventGet')?.input).toBeNull();
    cleanup();

    mockApi({ eventDraft: { error: new ApiError('Sign in again', 401, 'eventDraft') }, eventGet: { data: event() } });
    renderAt('/events/lemont-village-market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemont Village Market' })).toBeInTheDocument();
  });

  it('shows its owner the draft of an event the public does not have, whose loader found none', async () => {
    useAuthStore.getState().signIn('token-1');
    mockApi({ eventGet: { error: new ApiError('Event not found', 404, 'eventGet') }, eventDraft: { data: event({ title: 'A New Market' }) } });
    renderAt('/events/a-new-market');
    expect(await screen.findByRole('heading', { level: 1, name: 'A New Market' })).toBeInTheDocument();
  });

  it('says the event could not be loaded, not that it is missing, when the API does not answer', async () => {
    mockApi({ eventGet: { error: new ApiError('Failed to fetch', 0, 'eventGet') } });
    renderAt('/events/lemont-village-market');
    expect(await screen.findByRole('alert')).toHaveTextContent('This event could not be loaded. Please try again in a moment.');
  });
});
