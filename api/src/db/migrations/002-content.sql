-- Content API: members (authors of tips and itineraries), access tokens, tips, itineraries,
-- drafts, site-search vectors, generated media and newsletter contacts.

-- Members. Passwords, activation and the rest of the account arrive with the member API.
create table users (
  id serial primary key,
  email text not null unique check (email = lower(email)),
  first_name text not null,
  last_name text not null,
  -- 'Board' is the tourism board: reviews and approves content.
  role text not null default 'Visitor' check (role in ('Visitor', 'Local', 'Destination', 'Board')),
  phone text,
  city text,
  state text,
  zip_code text,
  country text,
  img text,
  password_hash text,
  activated_at timestamptz,
  profile_started timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Opaque bearer tokens; only their SHA-256 is stored. Lifetimes are enforced in api/src/auth/tokens.ts.
create table access_tokens (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index access_tokens_user_idx on access_tokens (user_id);

alter table destinations add constraint destinations_owner_fk foreign key (owner_id) references users(id) on delete set null;
alter table events add constraint events_owner_fk foreign key (owner_id) references users(id) on delete set null;

create table tips (
  id serial primary key,
  slug text not null unique,
  title text not null,
  tip text not null,
  main_img text,
  header_img text,
  destination_id int references destinations(id) on delete set null,
  website text,
  social_link text,
  meta_description text,
  approved boolean not null default false,
  owner_id int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tips_approved_created_idx on tips (approved, created_at desc);
create index tips_title_trgm_idx on tips using gin (title gin_trgm_ops);

create table itineraries (
  id serial primary key,
  slug text not null unique,
  title text not null,
  content text not null,
  main_img text,
  header_img text,
  destination_id int references destinations(id) on delete set null,
  meta_description text,
  approved boolean not null default false,
  owner_id int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index itineraries_approved_created_idx on itineraries (approved, created_at desc);
create index itineraries_title_trgm_idx on itineraries using gin (title gin_trgm_ops);

create table itinerary_items (
  id serial primary key,
  itinerary_id int not null references itineraries(id) on delete cascade,
  position int not null default 0,
  destination_id int references destinations(id) on delete set null,
  event_id int references events(id) on delete set null,
  content text
);
create index itinerary_items_itinerary_idx on itinerary_items (itinerary_id, position);

-- A pending revision awaiting review: the fields it changes, laid over the published row.
-- An unapproved row with no published version is itself the draft.
alter table pages add column draft jsonb;
alter table events add column draft jsonb;
alter table news_posts add column draft jsonb;

-- Recurrence values in the member form's words (member-area §3/§4): end 'After' N or 'By' a date,
-- occurrences First..Last, days Monday..Sunday, Day, Weekday, Weekend Day, weekly days Mon..Sun.
alter table events drop constraint if exists events_r_end_type_check;
update events set r_end_type = case r_end_type when 'date' then 'By' when 'occurrences' then 'After' else null end;
alter table events add constraint events_r_end_type_check check (r_end_type in ('After', 'By'));
update events set r_monthly_occurrence = initcap(r_monthly_occurrence), r_monthly_weekday = initcap(r_monthly_weekday),
  r_yearly_occurrence = initcap(r_yearly_occurrence), r_yearly_weekday = initcap(r_yearly_weekday),
  r_weekly_day = (select array_agg(initcap(left(day, 3))) from unnest(r_weekly_day) day);

-- Event categories get a header image for their page; destination categories a numeric entry id.
alter table event_categories add column header_image_url text;
alter table destination_categories add column number_id text;

-- Site search: full text (ranked) plus trigram similarity for typos.
alter table destinations add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(city, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(meta_description, '')), 'C')
) stored;
create index destinations_search_idx on destinations using gin (search_vector);

alter table events add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'C')
) stored;
create index events_search_idx on events using gin (search_vector);

alter table news_posts add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'C')
) stored;
create index news_posts_search_idx on news_posts using gin (search_vector);

alter table pages add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(meta_description, '')), 'C')
) stored;
create index pages_search_idx on pages using gin (search_vector);
create index pages_title_trgm_idx on pages using gin (title gin_trgm_ops);

alter table destination_categories add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) stored;
create index destination_categories_search_idx on destination_categories using gin (search_vector);
create index destination_categories_name_trgm_idx on destination_categories using gin (name gin_trgm_ops);

-- Generated and uploaded images: the path is the public URL path, its size is known.
create table media (
  path text primary key,
  width int not null check (width > 0),
  height int not null check (height > 0),
  mime text not null,
  bytes int not null,
  created_at timestamptz not null default now()
);

-- Newsletter sign-ups (POST /contacts/create).
create table contacts (
  id serial primary key,
  email text not null unique check (email = lower(email)),
  source text,
  created_at timestamptz not null default now()
);
