import { z } from 'zod';

// mf-account's own zod. zod is not a federation singleton (the shell's is tree-shaken into its
// first script, decision 019): the shared schemas parse with the shell's, and the member forms'
// own schemas and the form resolver with this one. Like the shell's, it must not compile parsers
// with new Function: the site's CSP has no 'unsafe-eval' (decision 018). Imported first by the
// remote's exposed routes, so it is set before any form parses.
z.config({ jitless: true });

export { z };
