import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseQuery } from '../http/route';
import { loadConfig } from '../config';
import { paginationOf } from '@valley/shared/schemas/common';
import { toLocalIso, zonedTime } from '@valley/shared/time';
import { displayDates, type EventRow } from '../routes/event-format';
import { ResponseCache } from '../http/response-cache';

describe('paginationOf', () => {
  it('describes a middle, last and empty page', () => {
    assert.deepEqual(paginationOf(2, 10, 25, 10), { current_page: 2, per_page: 10, total: 25, last_page: 3, from: 11, to: 20, has_more_pages: true });
    assert.deepEqual(paginationOf(3, 10, 25, 5), { current_page: 3, per_page: 10, total: 25, last_page: 3, from: 21, to: 25, has_more_pages: false });
    assert.deepEqual(paginationOf(1, 48, 0, 0), { current_page: 1, per_page: 48, total: 0, last_page: 1, from: null, to: null, has_more_pages: false });
  });
});

describe('normaliseQuery', () => {
  it('folds key[] into key', () => {
    assert.deepEqual(normaliseQuery({ 'categories[]': ['1', '2'], page: '1' }), { categories: ['1', '2'], page: '1' });
    assert.deepEqual(normaliseQuery({ 'categories[]': '3' }), { categories: ['3'] });
    assert.deepEqual(normaliseQuery({ categories: '1', 'categories[]': '2' }), { categories: ['1', '2'] });
  });
});

describe('New York dates', () => {
  it('keeps wall-clock time across daylight saving', () => {
    assert.equal(toLocalIso(zonedTime(2025, 12, 5, 18)), '2025-12-05T18:00:00-05:00');
    assert.equal(toLocalIso(zonedTime(2025, 7, 9, 10, 30)), '2025-07-09T10:30:00-04:00');
  });

  it('writes display dates for one-off, multi-day and recurring events', () => {
    const row = { all_day: false, recurrence: null } as unknown as EventRow;
    const starts = zonedTime(2025, 12, 5, 18);
    assert.equal(displayDates(row, starts, zonedTime(2025, 12, 5, 21)), 'Fri, Dec 5, 2025, 6:00 PM – 9:00 PM');
    assert.equal(displayDates(row, starts, zonedTime(2025, 12, 7, 21)), 'Dec 5 – Dec 7, 2025');
    const weekly = {
      ...row,
      recurrence: 'weekly',
      r_weekly_day: ['Sat'],
      r_weekly_weeks: 1,
      r_end_type: null,
      starts: zonedTime(2025, 12, 6, 8),
      ends: zonedTime(2025, 12, 6, 12),
    } as EventRow;
    assert.equal(displayDates(weekly, zonedTime(2025, 12, 6, 8), zonedTime(2025, 12, 6, 12)), 'Every Saturday, 8:00 AM – 12:00 PM');
    const monthly = {
      ...row,
      recurrence: 'monthly',
      r_monthly_occurrence: 'Third',
      r_monthly_weekday: 'Thursday',
      r_end_type: 'By',
      r_end_date: '2026-06-30',
    } as EventRow;
    assert.equal(
      displayDates(
        { ...monthly, starts: zonedTime(2025, 12, 18, 19), ends: zonedTime(2025, 12, 18, 21) },
        zonedTime(2025, 12, 18, 19),
        zonedTime(2025, 12, 18, 21),
      ),
      'On the third Thursday of every month, until June 30, 2026, 7:00 PM – 9:00 PM',
    );
  });
});

describe('loadConfig', () => {
  it('has local defaults and reads the environment', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.port, 4000);
    assert.equal(defaults.host, '127.0.0.1');
    assert.match(defaults.dataDir, /api\/\.data\/pglite$/);
    assert.ok(defaults.corsOrigins.includes('http://localhost:3004') && defaults.corsOrigins.includes('http://127.0.0.1:3000'));
    const custom = loadConfig({ PORT: '5000', HOST: '0.0.0.0', CORS_ORIGINS: 'https://a.example, https://b.example/' });
    assert.deepEqual(custom.corsOrigins, ['https://a.example', 'https://b.example']);
    assert.equal(custom.publicApiUrl, 'http://localhost:5000');
    assert.throws(() => loadConfig({ PORT: 'abc' }), /PORT/);
  });

  it('reads SEED_SCALE, the seed multiplier: 1 by default, a whole number from 1 to 20', () => {
    assert.equal(loadConfig({}).seedScale, 1);
    assert.equal(loadConfig({ SEED_SCALE: '10' }).seedScale, 10);
    for (const bad of ['0', '2.5', 'ten', '21']) assert.throws(() => loadConfig({ SEED_SCALE: bad }), /SEED_SCALE must be a whole number from 1 to 20/, bad);
  });
});

describe('ResponseCache', () => {
  it('expires entries after the TTL and keeps the most recently used within the bounds', () => {
    let now = 0;
    const cache = new ResponseCache(1000, 2, 1000, () => now);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    assert.equal(cache.get('a')?.body, 'x'.repeat(10)); // a is now the most recent
    cache.set('c', 'z');
    assert.equal(cache.get('b'), undefined, 'the least recently used entry went first');
    assert.deepEqual(cache.size, { entries: 2, bytes: 11 });
    now = 1000;
    assert.equal(cache.get('a'), undefined, 'expired');
    cache.set('c', 'z');
    now = 500;
    assert.equal(cache.get('c'), undefined, 'made at a time still to come (a test clock moved back): stale too');
    cache.set('big', 'w'.repeat(300));
    assert.equal(cache.get('big'), undefined, 'an answer over a quarter of the budget is not kept');
  });

  it('is off with a TTL of 0 and clears when told', () => {
    const cache = new ResponseCache(0);
    cache.set('a', 'x');
    assert.equal(cache.get('a'), undefined);
    cache.setTtl(5000);
    cache.set('a', 'x');
    assert.equal(cache.get('a')?.body, 'x');
    cache.clear();
    assert.equal(cache.get('a'), undefined);
  });
});
