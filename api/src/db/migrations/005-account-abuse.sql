-- Growing sign-in delays (decision 030): one row per account and client, and one per account for
-- clients without its device token. failures counts attempts not (yet) refunded by a success;
-- no attempt is let through before locked_until.
create table throttle_backoff (
  key text primary key,
  failures int not null default 0,
  locked_until timestamptz not null,
  updated_at timestamptz not null
);
create index throttle_backoff_updated_idx on throttle_backoff (updated_at);

-- Device tokens (OWASP's device cookie): a client that signed in to an account before keeps a
-- failure budget of its own. Only the SHA-256 is stored.
create table login_devices (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null,
  last_used_at timestamptz not null
);
create index login_devices_user_idx on login_devices (user_id);
create index login_devices_used_idx on login_devices (last_used_at);

-- A change of sign-in address waits for the link mailed to the new address (purpose 'email').
alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check check (purpose in ('activate', 'reset', 'email'));
alter table account_tokens add column new_email text check (new_email = lower(new_email));
alter table account_tokens add constraint account_tokens_email_target check ((purpose = 'email') = (new_email is not null));
