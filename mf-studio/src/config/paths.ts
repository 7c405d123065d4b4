/** mf-studio route table: patterns for the router, builders for links. Plain data: the shell's route table is written from it (decision 036). */
export const paths = {
  studio: { pattern: '/studio', href: () => '/studio' },
  people: { pattern: '/studio/people', href: () => '/studio/people' },
  /** Every studio change, for the Board (decision 100). */
  audit: { pattern: '/studio/audit', href: () => '/studio/audit' },
  /** The advertiser form's requests (decision 094); the ad slots will be edited here too. */
  ads: { pattern: '/studio/ads', href: () => '/studio/ads' },
  /** The utility bar and footer menus, drafted and published (decision 095). */
  menus: { pattern: '/studio/menus', href: () => '/studio/menus' },
  /** The main navigation's tabs (decision 099). */
  navigation: { pattern: '/studio/navigation', href: () => '/studio/navigation' },
  /** The site's name, nav bar colour and footer links (decision 095). */
  settings: { pattern: '/studio/settings', href: () => '/studio/settings' },
  /** The dispatch's posts, and one post's editor ('new' for a new one) (decision 096). */
  dispatch: { pattern: '/studio/dispatch', href: () => '/studio/dispatch' },
  post: { pattern: '/studio/dispatch/:id', href: (id: number | 'new') => `/studio/dispatch/${id}` },
  /** The site's pages, and one page's editor: its header, text and blocks (decision 102). */
  pages: { pattern: '/studio/pages', href: () => '/studio/pages' },
  page: { pattern: '/studio/pages/:id', href: (id: number) => `/studio/pages/${id}` },
  /** The places; one category's editor (decision 097), one experience's, town's, event category's or activity's (decisions 119, 121). */
  places: { pattern: '/studio/places', href: () => '/studio/places' },
  place: { pattern: '/studio/places/:id', href: (id: number) => `/studio/places/${id}` },
  experience: { pattern: '/studio/places/experiences/:id', href: (id: number) => `/studio/places/experiences/${id}` },
  town: { pattern: '/studio/places/towns/:id', href: (id: number) => `/studio/places/towns/${id}` },
  eventCategory: { pattern: '/studio/places/event-categories/:id', href: (id: number) => `/studio/places/event-categories/${id}` },
  activity: { pattern: '/studio/places/activities/:id', href: (id: number) => `/studio/places/activities/${id}` },
  /** Every image the site keeps, with its alt text and uses (decision 126). */
  media: { pattern: '/studio/media', href: () => '/studio/media' },
} as const;

/** The media library with one picture open (decision 126). */
export const mediaImageHref = (image: string) => `${paths.media.href()}?${new URLSearchParams({ image })}`;

/** Public pages of other remotes the studio links to: a post's page shows its pending revision to signed-in readers (the preview). */
export const publicPaths = {
  post: (slug: string) => `/dispatch/${slug}`,
  category: (slug: string) => `/c/${slug}`,
  experience: (slug: string) => `/experiences/${slug}`,
  town: (slug: string) => `/towns/${slug}`,
  eventCategory: (slug: string) => `/events/category/${slug}`,
  activity: (id: number | string) => `/activity/${id}`,
} as const;
