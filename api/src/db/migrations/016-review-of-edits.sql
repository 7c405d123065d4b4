-- The board is mailed once about each submission that waits more than two business days (decision 086): a row claims the
-- submission (its kind, id and sending time, so an edit sent again is new) in the transaction that queues the mail.
create table review_reminders (
  kind text not null,
  item_id int not null,
  submitted_at timestamptz not null,
  mailed_at timestamptz not null,
  primary key (kind, item_id, submitted_at)
);
