-- A dispatch post's preview links (decision 125), kept beside the pages' (decision 115): each link shows exactly one page or one
-- post, and goes with it.
alter table preview_links alter column page_id drop not null;
alter table preview_links add column post_id int references news_posts(id) on delete cascade;
alter table preview_links add constraint preview_links_one_item check (num_nonnulls(page_id, post_id) = 1);
create index preview_links_post on preview_links (post_id);
