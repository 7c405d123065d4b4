-- Amenities in the studio (decision 127): retired like a place (decision 122), off the member forms and the listings' pages while
-- the listings keep their ticks; the name is unique in any case.
alter table amenities add column approved boolean not null default true;
create unique index amenities_lower_name_idx on amenities (lower(name));
