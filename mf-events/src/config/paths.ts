/** mf-events route table: patterns for the router, builders for links. Plain data: the shell's route table is written from it (decision 036). */
export const paths = {
  events: { pattern: '/events', href: () => '/events' },
  category: { pattern: '/events/category/:slug', href: (slug: string) => `/events/category/${slug}` },
  event: { pattern: '/events/:slug', href: (slug: string) => `/events/${slug}` },
  calendar: { pattern: '/calendar', href: () => '/calendar' },
} as const;
