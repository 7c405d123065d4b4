-- The site's content version (decision 111): every published change moves it on, and each API instance and render server keys its
-- cache by it, so all of them learn of a publish within a second instead of waiting out a cache's lifetime.
create table content_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null,
  changed_at timestamptz not null
);
insert into content_version (version, changed_at) values (1, now());
