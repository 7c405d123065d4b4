-- Focal points (decision 134): where an image's subject is, in whole percents across and down; both or neither (the site's default).
alter table media add column focus_x smallint check (focus_x between 0 and 100);
alter table media add column focus_y smallint check (focus_y between 0 and 100);
alter table media add constraint media_focus_both check ((focus_x is null) = (focus_y is null));
