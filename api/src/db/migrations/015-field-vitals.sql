-- Field vitals (decision 079): one row per Core Web Vital a page view reported, by route name and device class, with the selector of
-- the element or interaction responsible. Nothing about the visitor or the address; rows older than 13 months are pruned.
create table insight_vitals (
  day date not null,
  route text not null,
  device text not null check (device in ('mobile', 'desktop')),
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'TTFB')),
  value double precision not null check (value >= 0),
  target text
);
create index insight_vitals_day_idx on insight_vitals (day, route, device, metric);
