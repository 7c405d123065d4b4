-- Freshness (decision 090): when a destination was last confirmed as right, by an approved edit or its owner's "Still accurate".
-- Rows there before this migration count as confirmed today, so no listing disappears the day it ships; 12 months later an
-- unconfirmed one leaves listings, search and maps. `freshness_reminded` is the last reminder mailed since then (0, 6 or 11 months):
-- an instance claims a reminder by raising it in the transaction that queues the mail, so each goes once.
alter table destinations
  add column last_confirmed_at timestamptz not null default now(),
  add column freshness_reminded smallint not null default 0;
create index destinations_last_confirmed_idx on destinations (last_confirmed_at) where approved;
