-- Event categories are drafted and kept in the studio's history like the other places (decision 119).
alter table studio_drafts drop constraint studio_drafts_kind_check;
alter table studio_drafts add constraint studio_drafts_kind_check check (kind in ('menu', 'settings', 'category', 'experience', 'town', 'event-category', 'nav', 'page'));
alter table studio_history drop constraint studio_history_kind_check;
alter table studio_history add constraint studio_history_kind_check
  check (kind in ('menu', 'settings', 'post', 'category', 'experience', 'town', 'event-category', 'nav', 'page'));
