-- Partner insights (decision 046): anonymous daily counts, never a visitor's identity. An event is added to its day's count
-- when it arrives; nothing about who sent it is kept (the throttle's keys are salted hashes, pruned within a day).
create table insight_counts (
  day date not null,
  listing text not null check (listing in ('destination', 'event')),
  listing_id int not null,
  kind text not null,
  count int not null default 0,
  primary key (listing, listing_id, day, kind)
);
create index insight_counts_day_idx on insight_counts (day);

create table insight_ad_counts (
  day date not null,
  link text not null,
  title text not null,
  kind text not null check (kind in ('ad_view', 'ad_click')),
  count int not null default 0,
  primary key (link, day, kind)
);

create table insight_search_misses (
  day date not null,
  term text not null,
  count int not null default 0,
  primary key (term, day)
);
create index insight_search_misses_day_idx on insight_search_misses (day);
