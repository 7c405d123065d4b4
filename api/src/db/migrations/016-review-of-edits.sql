-- The board is mailed once about each submission that waits more than two business days (decision 086): a row claims the
-- submission (its kind, id and sending time, so an edit sent again is new) in the transaction that queues the mail.
create table review_reminders (
  kind text not null,
  item_id int not null,
  submitted_at timestamptz not null,
  mailed_at timestamptz not null,
  primary key (kind, item_id, submitted_at)
);

-- Trusted partners (decision 087): the board trusts a member, whose edits of approved items then publish at once.
alter table users
  add column trusted_at timestamptz,
  add column trusted_by int references users(id) on delete set null;

-- Each such edit, with the version it replaced, so the board sees what it changed and can put that version back.
create table edit_audit (
  id serial primary key,
  kind text not null check (kind in ('destination', 'event', 'tip', 'itinerary')),
  item_id int not null,
  member_id int references users(id) on delete set null,
  before jsonb not null,
  after jsonb not null,
  published_at timestamptz not null,
  reverted_at timestamptz,
  reverted_by int references users(id) on delete set null
);
create index edit_audit_published_idx on edit_audit (published_at desc, id desc);
create index edit_audit_item_idx on edit_audit (kind, item_id, id desc);
