-- Member API: accounts, single-use mail tokens, throttles, proof-of-work replay guard, the mail
-- outbox, member content (reservations, favorites), board review and uploads. Everything that
-- decides a request lives here, so any API instance can answer any request.

alter table users
  add column company_name text,
  add column company_address text,
  add column company_city text,
  add column company_zip text,
  add column company_content text,
  add column company_image text,
  add column website text,
  add column social_link text,
  add column calendar text,
  add column eat boolean not null default false,
  add column stay boolean not null default false,
  add column explore boolean not null default false,
  add column password_changed_at timestamptz,
  add column last_login_at timestamptz;

-- Activation and password-reset links: only the SHA-256 of the token is kept; single use.
create table account_tokens (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('activate', 'reset')),
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_user_idx on account_tokens (user_id, purpose);

-- Fixed-window counters for login, register, forgot and support, per account and per address.
create table throttle_hits (
  key text not null,
  window_start timestamptz not null,
  hits int not null default 0,
  primary key (key, window_start)
);
create index throttle_hits_window_idx on throttle_hits (window_start);

-- A solved proof-of-work challenge is accepted once.
create table used_challenges (
  id text primary key,
  expires_at timestamptz not null
);

-- Every outgoing message; a sender delivers them through SMTP_URL when it is set.
create table outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  kind text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts int not null default 0,
  last_error text
);
create index outbox_unsent_idx on outbox (created_at) where sent_at is null;

-- Board review: where an item stands, and why it was turned down.
alter table destinations
  add column email text,
  add column google_calendar text,
  add column ics_calendar text,
  add column draft jsonb,
  add column review_status text not null default 'approved' check (review_status in ('pending', 'approved', 'rejected')),
  add column review_note text,
  add column reviewed_at timestamptz,
  add column reviewed_by int references users(id) on delete set null;
update destinations set review_status = case when approved then 'approved' else 'pending' end;

alter table events
  add column email text,
  add column social_link text,
  add column review_status text not null default 'approved' check (review_status in ('pending', 'approved', 'rejected')),
  add column review_note text,
  add column reviewed_at timestamptz,
  add column reviewed_by int references users(id) on delete set null;
update events set review_status = case when approved then 'approved' else 'pending' end;

alter table tips
  add column draft jsonb,
  add column review_status text not null default 'approved' check (review_status in ('pending', 'approved', 'rejected')),
  add column review_note text,
  add column reviewed_at timestamptz,
  add column reviewed_by int references users(id) on delete set null;
update tips set review_status = case when approved then 'approved' else 'pending' end;

alter table itineraries
  add column draft jsonb,
  add column review_status text not null default 'approved' check (review_status in ('pending', 'approved', 'rejected')),
  add column review_note text,
  add column reviewed_at timestamptz,
  add column reviewed_by int references users(id) on delete set null;
update itineraries set review_status = case when approved then 'approved' else 'pending' end;

-- Ordered lists the member drags into order.
alter table destination_category_links add column position int not null default 0;
alter table destination_amenities add column position int not null default 0;
alter table event_category_links add column position int not null default 0;

-- Reservation requests: forwarded to the destination and the board ('approved' is shown as Sent).
create table reservations (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  destination_id int not null references destinations(id) on delete cascade,
  start_at date not null,
  end_at date not null,
  email text not null,
  phone text not null,
  message text,
  approved boolean not null default false,
  created_at timestamptz not null default now(),
  check (end_at >= start_at)
);
create index reservations_user_idx on reservations (user_id, created_at desc);

create table favorites (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  destination_id int references destinations(id) on delete cascade,
  event_id int references events(id) on delete cascade,
  tip_id int references tips(id) on delete cascade,
  itinerary_id int references itineraries(id) on delete cascade,
  created_at timestamptz not null default now(),
  check (num_nonnulls(destination_id, event_id, tip_id, itinerary_id) = 1)
);
create unique index favorites_destination_idx on favorites (user_id, destination_id) where destination_id is not null;
create unique index favorites_event_idx on favorites (user_id, event_id) where event_id is not null;
create unique index favorites_tip_idx on favorites (user_id, tip_id) where tip_id is not null;
create unique index favorites_itinerary_idx on favorites (user_id, itinerary_id) where itinerary_id is not null;

-- Uploaded images are media rows too; the uploader is kept for clean-up and audit.
alter table media add column owner_id int references users(id) on delete set null;
