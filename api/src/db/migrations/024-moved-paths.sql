-- The studio's places (decision 097) and main navigation (decision 099) are drafted and published like a menu; a category's published new address keeps
-- the old one working. moved_paths holds each address the studio moved and where it is now, answered with 301 by the render server.
alter table studio_drafts drop constraint studio_drafts_kind_check;
alter table studio_drafts add constraint studio_drafts_kind_check check (kind in ('menu', 'settings', 'category', 'nav'));
alter table studio_history drop constraint studio_history_kind_check;
alter table studio_history add constraint studio_history_kind_check check (kind in ('menu', 'settings', 'post', 'category', 'nav'));

create table moved_paths (
  from_path text primary key,
  to_path text not null,
  moved_at timestamptz not null
);
