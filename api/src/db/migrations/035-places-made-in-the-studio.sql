-- A place made in the studio is off the site until its first publication (decision 123): never_published tells it from a retired
-- one. Every place the seed or an earlier release made is on the site, or was. A flag, not a time, keeps the seed deterministic.
alter table destination_categories add column never_published boolean not null default false;
alter table experiences add column never_published boolean not null default false;
alter table towns add column never_published boolean not null default false;
alter table event_categories add column never_published boolean not null default false;
alter table activities add column never_published boolean not null default false;
