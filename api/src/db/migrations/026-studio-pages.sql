-- The site's pages are drafted and published in the studio (decision 102), like a category. A block the studio adds gets its id from
-- block_ids, above every id the seed gave (ids are unique across the site: the ad insights count an ad by its block).
alter table studio_drafts drop constraint studio_drafts_kind_check;
alter table studio_drafts add constraint studio_drafts_kind_check check (kind in ('menu', 'settings', 'category', 'nav', 'page'));
alter table studio_history drop constraint studio_history_kind_check;
alter table studio_history add constraint studio_history_kind_check check (kind in ('menu', 'settings', 'post', 'category', 'nav', 'page'));

create sequence block_ids start with 100000;
