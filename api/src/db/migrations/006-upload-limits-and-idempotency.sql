-- Decision 031. A member's storage quota sums their media rows' bytes.
create index media_owner_idx on media (owner_id) where owner_id is not null;

-- Idempotency-Key of member creates: recorded in the same transaction as the created row, with
-- the answer, so a retry replays it. Per member; a key older than 24 h is free again.
create table idempotency_keys (
  user_id int not null references users(id) on delete cascade,
  key text not null,
  -- 'POST /api/destinations/create': the same key on another call is another request (422).
  endpoint text not null,
  -- SHA-256 of the validated body: the same key with another body is a 422.
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
