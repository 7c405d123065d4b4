import { z } from 'zod';

// Every schema module builds its schemas with this zod. In a browser it must not compile parsers
// with new Function: the sites' CSP has no 'unsafe-eval', and zod's probe for it alone is
// reported as a violation (decision 018). zod decides when a schema is built, not when it
// parses, so this runs before any schema exists. The API server (no document) keeps zod's
// compiled parsers. mf-account's forms build theirs with their own zod (mf-account/src/lib/zod.ts).
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
