-- The Board's audit log (decision 100): one row for every change made in the studio, written as the change is answered. The member is kept by
-- id (null once their account is gone) and by the name they had, so a removed editor's changes still say who made them.
create table studio_audit (
  id bigserial primary key,
  at timestamptz not null,
  member_id integer references users (id) on delete set null,
  who text,
  action text not null,
  kind text not null,
  key text,
  label text not null
);
