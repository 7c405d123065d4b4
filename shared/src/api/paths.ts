// How a call's URL is built from its route; zod-free, so the client can build URLs before the
// schemas have loaded (routes.ts).

/** Builds the path of a call from its pattern: `/nav/get/:name` + { name: 'top_menu' }. */
export function buildPath(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(/:([a-z_]+)|\*/gi, (token, name?: string) => {
    if (token === '*') {
      return String(params['*'] ?? '')
        .split('/')
        .filter(Boolean)
        .map(encodeURIComponent)
        .join('/');
    }
    return encodeURIComponent(String(params[name as string] ?? ''));
  });
}

/** Serialises a query object: arrays become repeated `key[]=value` pairs; empty values are left out. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(`${key}[]`, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
