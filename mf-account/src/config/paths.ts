/** mf-account route table: patterns for the router, builders for links. */
export const paths = {
  login: { pattern: '/login', href: () => '/login' },
  register: { pattern: '/register', href: () => '/register' },
  forgot: { pattern: '/forgot', href: () => '/forgot' },
  profile: { pattern: '/profile', href: () => '/profile' },
} as const;
