-- The content version a CDN was last told to purge (decision 112): an instance claims a version by moving this up to it, so several
-- instances call the purge hook once per publish, and a failed call puts it back to be tried again.
alter table content_version add column purged_version bigint not null default 0;
update content_version set purged_version = version;
