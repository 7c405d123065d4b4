-- Claiming a listing (issue 46, decision 088): a Destination member proves a board-created listing is theirs by a code mailed to
-- the listing's own address, or the board decides. verified_at is when its owner last proved it; the public page marks it Verified.
alter table destinations add column verified_at timestamptz;

create table listing_claims (
  id serial primary key,
  destination_id int not null references destinations(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  -- 'code': proved by the mailed code; 'board': the listing has an owner (or no address), so the board decides.
  way text not null check (way in ('code', 'board')),
  status text not null default 'open' check (status in ('open', 'proved', 'approved', 'rejected')),
  -- What the member tells the board.
  note text,
  -- Only the SHA-256 of the claim id and code is kept; a new code replaces it; wrong tries are counted per code.
  code_hash bytea,
  code_sent_to text,
  code_expires_at timestamptz,
  code_attempts int not null default 0,
  board_note text,
  decided_by int references users(id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- An open code claim has its code's hash; nothing else keeps one.
  check (code_hash is null or (status = 'open' and way = 'code')),
  check (status <> 'open' or (way = 'code') = (code_hash is not null))
);
-- One open claim per member and listing: claiming again sends a new code to the same claim.
create unique index listing_claims_open_idx on listing_claims (destination_id, user_id) where status = 'open';
create index listing_claims_user_idx on listing_claims (user_id, created_at desc);
create index listing_claims_board_idx on listing_claims (created_at) where status = 'open' and way = 'board';
