-- The media library's order (decision 126): the order images were added in. created_at cannot give it: the seed dates its drawn
-- images 06:00 on the seed day, which is still to come for an upload made between midnight and six.
alter table media add column seq bigint generated always as identity;
create unique index media_seq_idx on media (seq desc);
drop index media_created_idx;
