import { z } from 'zod';

// zod compiles parsers with new Function unless told not to; the site's CSP has no
// 'unsafe-eval', and even zod's probe for it is reported as a violation (decision 018). zod is a
// federation singleton, so this configures it for every remote too. Imported first by main.tsx.
z.config({ jitless: true });
