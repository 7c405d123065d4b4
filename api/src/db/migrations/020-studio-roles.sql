-- The content studio's roles (decision 092): the Board administers the studio with its account's role; the members it invites write
-- drafts (editor) or publish (publisher). One role per member; removing them, or deleting the account, takes it away.
create table studio_members (
  user_id int primary key references users(id) on delete cascade,
  role text not null check (role in ('editor', 'publisher')),
  invited_by int references users(id) on delete set null,
  invited_at timestamptz not null
);
