-- Figures that cannot be faked cheaply (decision 074).

-- What each view token has counted: one row per token, the events as short hashes, deleted once the token has expired.
create table insight_view_tokens (
  id text primary key,
  expires_at timestamptz not null,
  counted text[] not null default '{}'
);
create index insight_view_tokens_expires_idx on insight_view_tokens (expires_at);

-- The ads the site shows: each filled slot (an image and a link) of the ad blocks of published pages, with the title the shell shows
-- for it ('Advertisement' when it has none). An ad event counts only for a link here, exactly, and keeps this title.
create view insight_ad_slots as
select distinct on (link) link, title
  from (
    select btrim(slot->>'link') as link,
           coalesce(nullif(btrim(case when jsonb_typeof(slot->'title') = 'string' then slot->>'title' end), ''), 'Advertisement') as title,
           p.id as page_id, blocks.at as block_at, slots.at as slot_at
      from pages p
      cross join lateral jsonb_array_elements(
        (case when jsonb_typeof(p.content_blocks) = 'array' then p.content_blocks else '[]'::jsonb end)
        || (case when jsonb_typeof(p.home_blocks) = 'array' then p.home_blocks else '[]'::jsonb end)
      ) with ordinality blocks(block, at)
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(blocks.block->'entry'->'slots') = 'array' then blocks.block->'entry'->'slots' else '[]'::jsonb end
      ) with ordinality slots(slot, at)
     where p.approved
       and blocks.block->>'extension' in ('fp_ad', 'fc_ad', 'featured_ad')
       and jsonb_typeof(slot) = 'object'
       and jsonb_typeof(slot->'link') = 'string' and btrim(slot->>'link') <> ''
       and jsonb_typeof(slot->'img') = 'string' and btrim(slot->>'img') <> ''
  ) shown
 order by link, page_id, block_at, slot_at;

-- Ad counts written while any page text containing the link was enough, with the title a client sent: keep only links an ad shows,
-- with its own title.
delete from insight_ad_counts c where not exists (select 1 from insight_ad_slots s where s.link = c.link);
update insight_ad_counts c set title = s.title from insight_ad_slots s where s.link = c.link and c.title <> s.title;
