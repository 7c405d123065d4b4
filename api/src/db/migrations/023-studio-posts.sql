-- The dispatch in the studio (decision 096): a post taken off the site is retired (kept, and published again at will), and each post
-- says who in the studio last saved it.
alter table news_posts
  add column retired_at timestamptz,
  add column updated_by int references users(id) on delete set null;
