import { z } from 'zod';

// zod compiles parsers with new Function unless told not to; the site's CSP has no
// 'unsafe-eval', and even zod's probe for it is reported as a violation (decision 018). This is
// the zod of the shared schemas, which every remote parses with (the shell provides them); only
// mf-account's forms have their own, set up the same way (decision 019). Imported first by main.tsx.
z.config({ jitless: true });
