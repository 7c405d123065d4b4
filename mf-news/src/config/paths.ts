/** mf-news route table: patterns for the router, builders for links. Plain data: the shell's route table is written from it (decision 036). */
export const paths = {
  dispatch: { pattern: '/dispatch', href: () => '/dispatch' },
  post: { pattern: '/dispatch/:slug', href: (idOrSlug: string | number) => `/dispatch/${idOrSlug}` },
} as const;
