-- A live page's draft published at a time to come (decision 133): it waits in studio_drafts until the scheduled publisher applies
-- it, as the publisher who scheduled it. Saving the draft again calls the time off.
alter table studio_drafts add column publish_at timestamptz;
alter table studio_drafts add column scheduled_by int references users(id) on delete set null;
create index studio_drafts_publish_at_idx on studio_drafts (publish_at) where publish_at is not null;
