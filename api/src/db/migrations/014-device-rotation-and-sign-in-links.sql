-- Device tokens rotate on every successful sign-in (decision 075): login_devices.token_hash is the
-- current token; the hashes a device had before stay here, so a token rotated away is recognised
-- as one. Its failures count as a new device's, and a sign-in with it retires the whole device.
create table login_device_retired (
  token_hash bytea primary key,
  device_id int not null references login_devices(id) on delete cascade,
  retired_at timestamptz not null
);
create index login_device_retired_device_idx on login_device_retired (device_id);

-- A mailed sign-in link (purpose 'sign-in', 15 minutes, single use): the browser that opens it
-- signs in with the password on a budget of its own, whatever locks the account.
alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check check (purpose in ('activate', 'reset', 'email', 'sign-in'));
