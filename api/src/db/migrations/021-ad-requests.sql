-- The advertiser form's requests (member-area §3, decision 094): what a business sent, kept for the studio's Ads section, and who in
-- the studio marked it answered. The API reads them back under the form's names (ad_company, ad_phoneNumber…).
create table ad_requests (
  id serial primary key,
  company text not null,
  email text not null,
  phone text,
  address text,
  city text,
  zip text,
  calendar text,
  website text,
  social_link text,
  content text not null,
  created_at timestamptz not null,
  answered_at timestamptz,
  answered_by int references users(id) on delete set null
);
create index ad_requests_created_idx on ad_requests (created_at desc);
