/** mf-account route table: patterns for the router, builders for links. Plain data: the shell's route table is written from it (decision 036). */
export const paths = {
  login: { pattern: '/login', href: () => '/login' },
  register: { pattern: '/register', href: () => '/register' },
  forgot: { pattern: '/forgot', href: () => '/forgot' },
  reset: { pattern: '/reset/:token', href: (token: string) => `/reset/${encodeURIComponent(token)}` },
  support: { pattern: '/support', href: () => '/support' },
  /** The advertiser form (member-area §3, decision 094), linked from the Partners page and the footer. */
  advertise: { pattern: '/advertise', href: () => '/advertise' },
  /** A visitor's correction to a listing (decision 089); the destination page links here. */
  suggest: { pattern: '/suggest/:slug', href: (slug: string) => `/suggest/${slug}` },
  profile: { pattern: '/profile', href: () => '/profile' },
} as const;

/** Public pages of the other remotes that the dashboard links to (View Page opens them in a new tab). */
export const publicPaths = {
  home: () => '/',
  destination: (slug: string) => `/d/${slug}`,
  event: (slug: string) => `/events/${slug}`,
  tip: (slug: string) => `/tips/${slug}`,
  itinerary: (slug: string) => `/itineraries/${slug}`,
} as const;
