/** mf-studio route table: patterns for the router, builders for links. Plain data: the shell's route table is written from it (decision 036). */
export const paths = {
  studio: { pattern: '/studio', href: () => '/studio' },
  people: { pattern: '/studio/people', href: () => '/studio/people' },
} as const;
