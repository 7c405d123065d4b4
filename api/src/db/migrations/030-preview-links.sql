-- A page's preview links (decision 115): a colleague without an account sees the page with its draft until the link expires or is
-- withdrawn. Only the token's SHA-256 is kept, as for sessions: a copy of the database opens no preview.
create table preview_links (
  token_hash bytea primary key,
  page_id int not null references pages(id) on delete cascade,
  created_by int references users(id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index preview_links_page on preview_links (page_id);
