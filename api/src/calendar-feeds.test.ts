import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TIME_ZONE } from '@valley/shared/time';
import { seededApp } from './test-support/seeded-app';

// One seeded in-memory PGlite for the file; the app's public site is the default http://localhost:3000.
const context = await seededApp();
after(() => context.close());

interface Component {
  name: string;
  /** Property lines after unfolding: 'DTSTART;TZID=<TIME_ZONE>:20261025T140000'. */
  lines: string[];
  children: Component[];
}

/** A small RFC 5545 reader: unfolds lines, nests BEGIN/END, fails on anything unbalanced. */
function parseIcs(text: string): Component {
  assert.ok(text.includes('\r\n'), 'lines end in CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const root: Component = { name: 'ROOT', lines: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const top = stack.at(-1)!;
    if (line.startsWith('BEGIN:')) {
      const child = { name: line.slice(6), lines: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (line.startsWith('END:')) {
      assert.equal(line.slice(4), top.name, 'END matches BEGIN');
      stack.pop();
    } else {
      assert.match(line, /^[A-Z-]+[;:]/, `a property line: ${line}`);
      top.lines.push(line);
    }
  }
  assert.equal(stack.length, 1, 'every BEGIN has its END');
  assert.equal(root.children.length, 1);
  return root.children[0]!;
}

const prop = (component: Component, name: string) => component.lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`)) ?? null;
const value = (component: Component, name: string) => prop(component, name)?.replace(/^[^:]*:/, '') ?? null;
const events = (calendar: Component) => calendar.children.filter((child) => child.name === 'VEVENT');

/** 'YYYYMMDDTHHMMSS' of an instant on New York clocks, worked out here independently of the API. */
function newYorkStamp(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}${parts['month']}${parts['day']}T${parts['hour']}${parts['minute']}${parts['second']}`;
}

async function eventRow(slug: string) {
  const { rows } = await context.db.query<{ id: number; starts: Date; ends: Date }>('select id, starts, ends from events where slug = $1', [slug]);
  assert.ok(rows[0], `seeded event ${slug}`);
  return rows[0];
}

async function ics(url: string, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url, headers });
}

describe('GET /api/events/:slug/ics', () => {
  it('answers a weekly series as one VEVENT with its RRULE, a TZID and the VTIMEZONE it names', async () => {
    const row = await eventRow('sunday-bluegrass-jam');
    const response = await ics('/api/events/sunday-bluegrass-jam/ics');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="sunday-bluegrass-jam.ics"');
    assert.match(String(response.headers['cache-control']), /^public/);

    const calendar = parseIcs(response.body);
    assert.equal(calendar.name, 'VCALENDAR');
    assert.equal(value(calendar, 'VERSION'), '2.0');
    const [zone] = calendar.children.filter((child) => child.name === 'VTIMEZONE');
    assert.ok(zone);
    assert.equal(value(zone, 'TZID'), TIME_ZONE);
    assert.deepEqual(zone.children.map((child) => child.name).toSorted(), ['DAYLIGHT', 'STANDARD']);

    const [event] = events(calendar);
    assert.equal(events(calendar).length, 1);
    assert.equal(value(event!, 'UID'), `event-${row.id}@localhost`);
    assert.equal(value(event!, 'SUMMARY'), 'Sunday Bluegrass Jam');
    assert.equal(prop(event!, 'DTSTART'), `DTSTART;TZID=${TIME_ZONE}:${newYorkStamp(row.starts)}`);
    assert.equal(prop(event!, 'DTEND'), `DTEND;TZID=${TIME_ZONE}:${newYorkStamp(row.ends)}`);
    assert.equal(value(event!, 'RRULE'), 'FREQ=WEEKLY;BYDAY=SU');
    assert.match(value(event!, 'DTSTAMP') ?? '', /^\d{8}T\d{6}Z$/, 'DTSTAMP is UTC');
    assert.equal(value(event!, 'URL'), 'http://localhost:3000/events/sunday-bluegrass-jam');
    assert.match(value(event!, 'LOCATION') ?? '', /^Port Matilda Roadhouse/);
    assert.match(value(event!, 'GEO') ?? '', /^40\.\d+;-78\.\d+$/);
  });

  it('keeps the same UID and bytes for the same event, by slug or by id, and answers 304 to its ETag', async () => {
    const row = await eventRow('sunday-bluegrass-jam');
    const first = await ics('/api/events/sunday-bluegrass-jam/ics');
    const again = await ics(`/api/events/${row.id}/ics`);
    assert.equal(again.body, first.body);
    const etag = String(first.headers.etag);
    const cached = await ics('/api/events/sunday-bluegrass-jam/ics', { 'if-none-match': etag });
    assert.equal(cached.statusCode, 304);
  });

  it('writes COUNT for an After series and UNTIL (in UTC) for a By series', async () => {
    const lemont = events(parseIcs((await ics('/api/events/lemont-village-market/ics')).body))[0]!;
    assert.equal(value(lemont, 'RRULE'), 'FREQ=WEEKLY;INTERVAL=2;COUNT=20;BYDAY=WE,SA');
    const boalsburg = events(parseIcs((await ics('/api/events/boalsburg-farmers-market/ics')).body))[0]!;
    assert.match(value(boalsburg, 'RRULE') ?? '', /^FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z;BYDAY=TU$/);
    const lastWeekday = events(parseIcs((await ics('/api/events/lunch-and-learn-at-centre-furnace/ics')).body))[0]!;
    assert.match(value(lastWeekday, 'RRULE') ?? '', /^FREQ=MONTHLY;UNTIL=\d{8}T\d{6}Z;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1$/);
  });

  it('writes a one-off without RRULE and an all-day event as dates with an exclusive end', async () => {
    const oneOff = events(parseIcs((await ics('/api/events/jazz-on-the-porch/ics')).body))[0]!;
    assert.equal(prop(oneOff, 'RRULE'), null);
    assert.match(prop(oneOff, 'DTSTART') ?? '', /^DTSTART;TZID=America\/New_York:\d{8}T\d{6}$/);

    const row = await eventRow('valley-restaurant-week');
    const allDay = events(parseIcs((await ics('/api/events/valley-restaurant-week/ics')).body))[0]!;
    const first = newYorkStamp(row.starts).slice(0, 8);
    const dayAfterLast = newYorkStamp(new Date(row.ends.getTime() + 86_400_000)).slice(0, 8);
    assert.equal(prop(allDay, 'DTSTART'), `DTSTART;VALUE=DATE:${first}`);
    assert.equal(prop(allDay, 'DTEND'), `DTEND;VALUE=DATE:${dayAfterLast}`);
  });

  it('answers 404 for an unknown or unapproved event and 400 for a malformed key', async () => {
    const { rows } = await context.db.query<{ slug: string }>('select slug from events where not approved limit 1');
    assert.ok(rows[0], 'the seed has an unapproved event');
    for (const slug of ['no-such-event', rows[0].slug]) {
      const response = await ics(`/api/events/${slug}/ics`);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'Event not found');
    }
    assert.equal((await ics('/api/events/bad$slug/ics')).statusCode, 400);
  });
});

describe('GET /api/events/category/:slug/ics', () => {
  it('is a subscribable feed of the category: current series in, long-past one-offs out', async () => {
    const response = await ics('/api/events/category/food-and-drink/ics');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'inline; filename="food-and-drink.ics"');
    const calendar = parseIcs(response.body);
    assert.equal(value(calendar, 'X-WR-CALNAME'), 'Food & Drink — Happy Valley events');
    assert.equal(value(calendar, 'REFRESH-INTERVAL'), 'PT12H');
    assert.equal(value(calendar, 'X-PUBLISHED-TTL'), 'PT12H');

    const list = events(calendar);
    const titles = list.map((event) => value(event, 'SUMMARY'));
    assert.ok(titles.includes('Downtown State College Farmers Market'));
    assert.ok(titles.includes('Lemont Village Market'));
    // The seed dates one-offs by their season, so which ones ended past the feed's 90 days depends on the day the tests run.
    const { rows: longPast } = await context.db.query<{ title: string }>(
      `select e.title from events e join event_category_links l on l.event_id = e.id join event_categories c on c.id = l.category_id
        where c.slug = 'food-and-drink' and e.approved and e.recurrence is null and e.ends < now() - interval '100 days'`,
    );
    assert.ok(longPast.length > 0);
    for (const { title } of longPast) assert.ok(!titles.includes(title), `${title}, a one-off that ended months ago, is left out`);
    assert.ok(!titles.includes('Sunday Bluegrass Jam'), 'events of other categories are left out');
    for (const event of list) assert.match(value(event, 'CATEGORIES') ?? '', /Food & Drink/);
    assert.equal(new Set(list.map((event) => value(event, 'UID'))).size, list.length, 'one VEVENT per event');
  });

  it('answers 404 for an unknown category', async () => {
    const response = await ics('/api/events/category/no-such-category/ics');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Event category not found');
  });
});

// Line breaks of every kind, the characters TEXT escapes, a control character, and Unicode
// long enough to fold many times with multi-octet characters across the 75-octet marks.
const hostile = (what: string) =>
  `${what}\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Forged\rX-ONE:1\nX-TWO:2; a, b \\ c \u0007 ${'Été à Noël — 日本語 😀🎉 '.repeat(6)}`;
const title = hostile('Jazz');
const summary = hostile('Bring chairs');
const categoryName = hostile('Food, Drink; More');
const categoryDescription = hostile('Eat');
const place = hostile('Roadhouse');
const address = hostile('1 Main St');

/** What a calendar app reads back: CR, LF and CRLF are one line break, control characters are gone. */
// oxlint-disable-next-line no-control-regex -- the control characters are what is looked for
const readBack = (text: string) => text.replace(/\r\n|\r|\n/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
/** RFC 5545 TEXT unescaped. */
const unescapeText = (text: string | null) => (text ?? '').replace(/\\([\\;,nN])/g, (_match, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** Every physical line: at most 75 octets, whole UTF-8 characters, no stray CR or LF, no control character but tab. */
function assertWellFormedLines(raw: Buffer) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  while (start < raw.length) {
    let end = raw.indexOf('\r\n', start);
    if (end === -1) end = raw.length;
    const line = raw.subarray(start, end);
    assert.ok(line.length <= 75, `a line of ${line.length} octets: ${line.toString('utf8')}`);
    const text = decoder.decode(line); // throws on a character split by a fold
    // oxlint-disable-next-line no-control-regex -- the control characters are what is looked for
    assert.doesNotMatch(text, /[\u0000-\u0008\u000a-\u001f\u007f]/, `a control character in: ${JSON.stringify(text)}`);
    start = end + 2;
  }
}

describe('text in calendar files (issue 23: one approved title forged three events)', () => {
  let eventSlug = '';
  let categorySlug = '';
  before(async () => {
    const { rows } = await context.db.query<{ id: number; slug: string; destination_id: number; category_id: number; category_slug: string }>(
      `select e.id, e.slug, e.destination_id, c.id as category_id, c.slug as category_slug
         from events e join event_category_links l on l.event_id = e.id join event_categories c on c.id = l.category_id
        where e.slug = 'lemont-village-market' and c.approved and e.destination_id is not null limit 1`,
    );
    const row = rows[0];
    assert.ok(row, 'a seeded event with a destination and a category');
    eventSlug = row.slug;
    categorySlug = row.category_slug;
    await context.db.query('update events set title = $2, summary = $3 where id = $1', [row.id, title, summary]);
    await context.db.query('update event_categories set name = $2, description = $3 where id = $1', [row.category_id, categoryName, categoryDescription]);
    await context.db.query('update destinations set name = $2, address = $3 where id = $1', [row.destination_id, place, address]);
    await context.db.query('update events set address = null where id = $1', [row.id]);
  });

  it('an event file: the title stays one property, escaped and folded, in NAME, X-WR-CALNAME, X-WR-CALDESC and SUMMARY', async () => {
    const response = await ics(`/api/events/${eventSlug}/ics`);
    assert.equal(response.statusCode, 200);
    assertWellFormedLines(response.rawPayload);
    const calendar = parseIcs(response.body);
    assert.equal(events(calendar).length, 1, 'one VEVENT, no forged ones');
    assert.equal(calendar.lines.filter((line) => /^X-(ONE|TWO)/.test(line)).length, 0);
    assert.equal(unescapeText(value(calendar, 'NAME')), readBack(title));
    assert.equal(unescapeText(value(calendar, 'X-WR-CALNAME')), readBack(title));
    assert.equal(unescapeText(value(calendar, 'X-WR-CALDESC')), readBack(summary));
    const [event] = events(calendar);
    assert.equal(unescapeText(value(event!, 'SUMMARY')), readBack(title));
    assert.ok(unescapeText(value(event!, 'DESCRIPTION')).startsWith(readBack(summary)));
    assert.equal(unescapeText(value(event!, 'LOCATION')), `${readBack(place)}\n${readBack(address)}`);
  });

  it('a category feed: the category name and description escaped and folded; each event once', async () => {
    const response = await ics(`/api/events/category/${categorySlug}/ics`);
    assert.equal(response.statusCode, 200);
    assertWellFormedLines(response.rawPayload);
    const calendar = parseIcs(response.body);
    assert.equal(unescapeText(value(calendar, 'X-WR-CALNAME')), `${readBack(categoryName)} — Happy Valley events`);
    assert.equal(unescapeText(value(calendar, 'X-WR-CALDESC')), readBack(categoryDescription));
    const list = events(calendar);
    assert.ok(
      list.every((event) => value(event, 'SUMMARY') !== 'Forged'),
      'no forged VEVENT',
    );
    assert.equal(new Set(list.map((event) => value(event, 'UID'))).size, list.length, 'one VEVENT per event');
    const jazz = list.find((event) => unescapeText(value(event, 'SUMMARY')) === readBack(title));
    assert.ok(jazz, 'the event with the hostile title is there once');
    // CATEGORIES is a list: commas inside a name are escaped, the ones between names are not.
    assert.ok((value(jazz, 'CATEGORIES') ?? '').includes('Food\\, Drink\\; More'));
    assert.match(value(jazz, 'URL') ?? '', /^http:\/\/localhost:3000\/events\/[a-z0-9-]+$/);
  });
});
