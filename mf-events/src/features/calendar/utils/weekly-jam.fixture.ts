import type { Event } from '@valley/shared/schemas/event';

/** The calendar tests' event: a weekly series, Sundays 2–5 PM, as the search answers it (its first occurrence inside the window). */
export const weeklyJam = (overrides: Partial<Event> = {}): Event =>
  ({
    id: 20,
    slug: 'sunday-bluegrass-jam',
    title: 'Sunday Bluegrass Jam',
    summary: 'Bring a fiddle or just listen.',
    content: '<p>Every Sunday afternoon at the roadhouse.</p>',
    main_img: null,
    starts: '2026-11-15T14:00:00-05:00',
    ends: '2026-11-15T17:00:00-05:00',
    address: '123 S Main St, Port Matilda, PA 16870',
    phone: '814-555-0142',
    recurrence: 'weekly',
    r_weekly_day: ['Sun'],
    r_weekly_weeks: 1,
    r_end_type: null,
    r_end_date: null,
    ...overrides,
  }) as Event;
