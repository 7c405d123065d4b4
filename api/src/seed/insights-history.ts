import type { DayKey } from '@valley/shared/time';
import type { Queryable } from '../db/db';

/** Days of history seeded, so the dashboard's longest period has something to show on a fresh start. */
export const HISTORY_DAYS = 90;

/**
 * What a share of a listing's views turn into each kind, per listing type (decision 046). Noise comes from hashtext of the listing, day and
 * kind, so the same base day always writes the same counts.
 */
const RATES: Record<'destination' | 'event', Record<string, number>> = {
  destination: {
    view: 1,
    drawer: 0.45,
    click_website: 0.08,
    click_directions: 0.06,
    click_reservations: 0.04,
    click_phone: 0.03,
    click_social: 0.02,
    favorite: 0.015,
    share: 0.01,
  },
  event: { view: 1, drawer: 0.4, click_website: 0.07, click_directions: 0.05, favorite: 0.02, share: 0.015, calendar: 0.06 },
};

const values = (listing: 'destination' | 'event') =>
  Object.entries(RATES[listing])
    .map(([kind, rate]) => `('${kind}', ${rate})`)
    .join(', ');

// Weekends draw more visitors than weekdays, and the home football Saturdays of the fall (every other Saturday, September to
// November) fill the valley.
const DAY_FACTOR = `(case when extract(dow from d) = 6 and extract(month from d) between 9 and 11 and extract(week from d)::int % 2 = 0 then 2.4
  when extract(dow from d) in (0, 5, 6) then 1.35 else 0.85 end)`;
const noise = (parts: string) => `(abs(hashtext(${parts})) % 1000) / 1000.0`;

/** Seeds 90 days of daily counts for every approved destination and event, searches that found nothing, and the ads' views and clicks. */
export async function seedInsightHistory(db: Queryable, base: DayKey): Promise<void> {
  for (const [listing, table] of [
    ['destination', 'destinations'],
    ['event', 'events'],
  ] as const) {
    // A listing's popularity: 2–30 views on an ordinary day (events fewer), fixed by its id.
    const popularity = listing === 'destination' ? `(2 + abs(hashtext('p' || x.id)) % 29)` : `(1 + abs(hashtext('p' || x.id)) % 12)`;
    await db.query(
      `insert into insight_counts (day, listing, listing_id, kind, count)
       select day, '${listing}', id, kind, count from (
         select d::date as day, x.id, k.kind,
                floor(${popularity} * ${DAY_FACTOR} * k.rate * (0.6 + 0.8 * ${noise(`'v' || x.id || d::date`)}) + ${noise(`k.kind || x.id || d::date`)})::int as count
           from ${table} x
           cross join generate_series($1::date - ${HISTORY_DAYS - 1}, $1::date, interval '1 day') d
           cross join (values ${values(listing)}) k(kind, rate)
          where x.approved) counts
        where count > 0`,
      [base],
    );
  }
  await db.query(
    `insert into insight_search_misses (day, term, count)
     select d::date, t.term, 1 + abs(hashtext(t.term || d::date)) % t.most
       from generate_series($1::date - ${HISTORY_DAYS - 1}, $1::date, interval '1 day') d
       cross join (values ('ski rental', 3), ('aquarium', 2), ('casino', 2), ('dog friendly hotel', 4), ('uber', 3), ('vegan brunch', 2), ('ev charging', 2)) t(term, most)
      where abs(hashtext(t.term || 'on' || d::date)) % 3 = 0`,
    [base],
  );
  await db.query(
    `insert into insight_ad_counts (day, link, title, kind, count)
     select d::date, ad.link, ad.title, k.kind, floor((40 + abs(hashtext(ad.link)) % 160) * ${DAY_FACTOR} * k.rate * (0.7 + 0.6 * ${noise(`ad.link || d::date`)}))::int + 1
       from (select distinct on (slot->>'link') slot->>'link' as link, coalesce(slot->>'title', 'Advertisement') as title
               from pages, jsonb_path_query(content_blocks || coalesce(home_blocks, '[]'::jsonb), 'strict $.**.slots[*] ? (@.link != null && @.img != null)') slot
              where approved) ad
       cross join generate_series($1::date - ${HISTORY_DAYS - 1}, $1::date, interval '1 day') d
       cross join (values ('ad_view', 1.0), ('ad_click', 0.018)) k(kind, rate)`,
    [base],
  );
}
