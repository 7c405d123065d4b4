/** mf-studio route table: patterns for the router, builders for links. Plain data: the shell's route table is written from it (decision 036). */
export const paths = {
  studio: { pattern: '/studio', href: () => '/studio' },
  people: { pattern: '/studio/people', href: () => '/studio/people' },
  /** The advertiser form's requests (decision 094); the ad slots will be edited here too. */
  ads: { pattern: '/studio/ads', href: () => '/studio/ads' },
  /** The utility bar and footer menus, drafted and published (decision 095). */
  menus: { pattern: '/studio/menus', href: () => '/studio/menus' },
} as const;
