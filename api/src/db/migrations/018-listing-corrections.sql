-- Corrections visitors suggest to a listing (issue 46, decision 089): its owner sees them first, the board once board_after has
-- passed (a week on New York clocks, computed by the API's clock) or at once when nobody owns the listing.
create table listing_corrections (
  id serial primary key,
  destination_id int not null references destinations(id) on delete cascade,
  field text not null,
  suggestion text not null,
  -- The visitor's address, when they gave one (to hear back).
  email text,
  status text not null default 'open' check (status in ('open', 'fixed', 'declined')),
  board_after timestamptz not null,
  resolved_by int references users(id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null
);
create index listing_corrections_listing_idx on listing_corrections (destination_id, created_at desc);
create index listing_corrections_open_idx on listing_corrections (board_after) where status = 'open';
