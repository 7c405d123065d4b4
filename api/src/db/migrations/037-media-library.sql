-- The media library (decision 126): each image's alt text, written in the studio (required for its uploads; the seed's drawn images
-- start without one), and the library's order, newest first.
alter table media add column alt text check (alt is null or length(alt) between 1 and 250);
create index media_created_idx on media (created_at desc, path);
