-- The studio's drafts and history (decision 095), for menus and the site's settings: a draft is saved by any studio role and changes nothing on the site
-- until a publisher or the Board publishes it; each publication raises the menu's revision and is kept, so an older one can be
-- restored as a draft. A draft names the revision it was started from, and publishing it over a newer one is refused.
alter table menus add column revision int not null default 1;

create table studio_drafts (
  kind text not null check (kind in ('menu', 'settings')),
  key text not null,
  content jsonb not null,
  base_revision int not null,
  saved_by int references users(id) on delete set null,
  saved_at timestamptz not null,
  primary key (kind, key)
);

-- The dispatch's posts keep their drafts in news_posts.draft (the spec's draft call reads it) and their publications here (decision 096).
create table studio_history (
  kind text not null check (kind in ('menu', 'settings', 'post')),
  key text not null,
  revision int not null,
  content jsonb not null,
  published_by int references users(id) on delete set null,
  -- null: the version the site had before the studio published anything
  published_at timestamptz,
  primary key (kind, key, revision)
);
