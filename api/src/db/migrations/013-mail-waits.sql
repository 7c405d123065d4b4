-- Mail that waits: a Board decision past its recipient's hourly allowance is mailed in a later
-- hour (decision 075); no sender takes the row before send_after.
alter table outbox add column send_after timestamptz;
