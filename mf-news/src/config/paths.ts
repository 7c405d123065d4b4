/** mf-news route table: patterns for the router, builders for links. */
export const paths = {
  dispatch: { pattern: '/dispatch', href: () => '/dispatch' },
  post: { pattern: '/dispatch/:slug', href: (idOrSlug: string | number) => `/dispatch/${idOrSlug}` },
} as const;
