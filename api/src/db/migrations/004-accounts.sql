-- Mail delivery across several API instances: a sender claims a row for a while (claimed_until)
-- before sending it, so two instances never send the same message, and a failed row waits
-- (claimed_until again) before its next try. reply_to: support messages answer the member.
alter table outbox
  add column claimed_until timestamptz,
  add column reply_to text;

-- Expired account tokens and spent challenges are pruned by time.
create index account_tokens_expiry_idx on account_tokens (expires_at);
create index used_challenges_expiry_idx on used_challenges (expires_at);
