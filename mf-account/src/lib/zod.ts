import { z } from 'zod';

// mf-account's own zod for the member forms (zod is not a federation singleton, decision 019), jitless like the shell's because the CSP
// has no 'unsafe-eval' (decision 018). The exposed routes import it first, so it is set before any form parses.
z.config({ jitless: true });

export { z };
