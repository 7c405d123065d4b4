import { z } from 'zod';

// In a browser zod must not compile parsers with new Function: the CSP has no 'unsafe-eval' and zod's probe alone is reported (decision 018).
// zod decides at schema build, so this runs before any schema exists; the API keeps compiled parsers, mf-account's forms have their own zod.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
