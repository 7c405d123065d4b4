-- A page the studio creates is not on the site until it is published, now or at a time to come (decision 103): published_at, when set,
-- is when visitors first see it. Pages published before the studio have none and are on the site as before.
alter table pages add column published_at timestamptz;
