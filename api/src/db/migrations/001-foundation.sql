-- Foundation: site chrome, CMS pages, destinations and their lookups, events, news.
-- Every content table carries approved, owner_id (members, added later), created_at, updated_at.
create extension if not exists pg_trgm;

create table globals (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table nav_items (
  id serial primary key,
  position int not null default 0,
  title text not null,
  text_color text,
  background_color text,
  alternate_color text,
  content text,
  link text,
  featured_links jsonb not null default '[]',
  featured_blocks jsonb not null default '[]',
  sticky_menu_categories jsonb not null default '[]',
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table menus (
  id serial primary key,
  name text not null unique,
  title text not null
);

create table menu_links (
  id serial primary key,
  menu_id int not null references menus(id) on delete cascade,
  position int not null default 0,
  title text not null,
  url text not null,
  target text
);
create index menu_links_menu_idx on menu_links (menu_id, position);

create table pages (
  id serial primary key,
  path text not null unique,
  slug text not null,
  title text not null,
  meta_title text,
  meta_description text,
  header_image_url text,
  entry jsonb not null default '{}',
  content_rendered text,
  content_blocks jsonb not null default '[]',
  home_blocks jsonb,
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table towns (
  id serial primary key,
  slug text not null unique,
  name text not null,
  main_image_url text,
  meta_description text,
  content text,
  content_blocks jsonb not null default '[]',
  location_latitude double precision,
  location_longitude double precision,
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table destination_categories (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text,
  content text,
  meta_description text,
  main_image_url text,
  slides jsonb not null default '[]',
  content_blocks jsonb not null default '[]',
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table experiences (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text,
  content text,
  experience text,
  main_image_url text,
  meta_description text,
  content_blocks jsonb not null default '[]',
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table activities (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text,
  content text,
  header_image_url text,
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table amenities (
  id serial primary key,
  name text not null unique
);

create table destinations (
  id serial primary key,
  slug text not null unique,
  name text not null,
  town_id int references towns(id) on delete set null,
  main_img text,
  header_img text,
  content text,
  callout_content text,
  sidebar_callout_content text,
  address text,
  city text,
  state text,
  zip text,
  phone text,
  website text,
  map_link text,
  reservations_link text,
  restaurant_link text,
  golf_link text,
  facebook_link text,
  instagram_link text,
  twitter_link text,
  youtube_link text,
  pinterest_link text,
  bd_lowest_rate numeric(10, 2),
  location_latitude double precision,
  location_longitude double precision,
  meta_description text,
  scripts text,
  package text,
  approved boolean not null default false,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index destinations_approved_updated_idx on destinations (approved, updated_at desc);
create index destinations_name_trgm_idx on destinations using gin (name gin_trgm_ops);

create table destination_category_links (
  destination_id int not null references destinations(id) on delete cascade,
  category_id int not null references destination_categories(id) on delete cascade,
  primary key (destination_id, category_id)
);
create index destination_category_links_category_idx on destination_category_links (category_id);

create table destination_experiences (
  destination_id int not null references destinations(id) on delete cascade,
  experience_id int not null references experiences(id) on delete cascade,
  primary key (destination_id, experience_id)
);
create index destination_experiences_experience_idx on destination_experiences (experience_id);

create table destination_activities (
  destination_id int not null references destinations(id) on delete cascade,
  activity_id int not null references activities(id) on delete cascade,
  primary key (destination_id, activity_id)
);
create index destination_activities_activity_idx on destination_activities (activity_id);

create table destination_amenities (
  destination_id int not null references destinations(id) on delete cascade,
  amenity_id int not null references amenities(id) on delete cascade,
  primary key (destination_id, amenity_id)
);

create table destination_gallery_images (
  id serial primary key,
  destination_id int not null references destinations(id) on delete cascade,
  position int not null default 0,
  url text not null
);
create index destination_gallery_images_destination_idx on destination_gallery_images (destination_id, position);

create table event_categories (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text,
  content text,
  position int not null default 0,
  approved boolean not null default true,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table events (
  id serial primary key,
  slug text not null unique,
  title text not null,
  summary text,
  content text,
  main_img text,
  header_img text,
  -- First occurrence; for a recurring event the series runs from here (see r_* columns).
  starts timestamptz not null,
  ends timestamptz not null,
  all_day boolean not null default false,
  website text,
  google_link text,
  destination_id int references destinations(id) on delete set null,
  address text,
  phone text,
  location_latitude double precision,
  location_longitude double precision,
  recurrence text check (recurrence in ('daily', 'weekly', 'monthly', 'yearly')),
  r_daily_days int,
  r_weekly_day text[],
  r_weekly_weeks int,
  r_monthly_months int,
  r_monthly_day int,
  r_monthly_occurrence text,
  r_monthly_weekday text,
  r_yearly_month int,
  r_yearly_day int,
  r_yearly_occurrence text,
  r_yearly_weekday text,
  r_end_type text check (r_end_type in ('never', 'date', 'occurrences')),
  r_end_date date,
  r_number_of_occurrences int,
  approved boolean not null default false,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends >= starts)
);
create index events_approved_starts_idx on events (approved, starts);
create index events_title_trgm_idx on events using gin (title gin_trgm_ops);

create table event_category_links (
  event_id int not null references events(id) on delete cascade,
  category_id int not null references event_categories(id) on delete cascade,
  primary key (event_id, category_id)
);
create index event_category_links_category_idx on event_category_links (category_id);

create table news_categories (
  id serial primary key,
  slug text not null unique,
  name text not null,
  position int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table news_posts (
  id serial primary key,
  slug text not null unique,
  title text not null,
  summary text,
  main_img text,
  image_url text,
  header_image_url text,
  source_link text,
  meta_title text,
  meta_description text,
  content text,
  content_blocks jsonb not null default '[]',
  featured boolean not null default false,
  published_at timestamptz not null default now(),
  approved boolean not null default false,
  owner_id int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index news_posts_approved_published_idx on news_posts (approved, published_at desc);
create index news_posts_title_trgm_idx on news_posts using gin (title gin_trgm_ops);

create table news_post_categories (
  post_id int not null references news_posts(id) on delete cascade,
  category_id int not null references news_categories(id) on delete cascade,
  primary key (post_id, category_id)
);
create index news_post_categories_category_idx on news_post_categories (category_id);
