-- Activities are drafted and kept in the studio's history like the other places (decisions 119, 121).
alter table studio_drafts drop constraint studio_drafts_kind_check;
alter table studio_drafts add constraint studio_drafts_kind_check
  check (kind in ('menu', 'settings', 'category', 'experience', 'town', 'event-category', 'activity', 'nav', 'page'));
alter table studio_history drop constraint studio_history_kind_check;
alter table studio_history add constraint studio_history_kind_check
  check (kind in ('menu', 'settings', 'post', 'category', 'experience', 'town', 'event-category', 'activity', 'nav', 'page'));
