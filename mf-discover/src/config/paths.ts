/** mf-discover route table: patterns for the router, builders for links. */
export const paths = {
  destinations: { pattern: '/destinations', href: () => '/destinations' },
  destination: { pattern: '/d/:slug', href: (slugOrId: string | number) => `/d/${slugOrId}` },
  town: { pattern: '/towns/:slug', href: (slug: string) => `/towns/${slug}` },
} as const;
