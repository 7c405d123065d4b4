-- A page can leave the site at a time to come (decision 116), as it can arrive at one (published_at, migration 027): every public
-- read of pages hides it from then on. Publishing it again after that time calls the retirement off.
alter table pages add column retire_at timestamptz;
