/**
 * Where the shell's build names what every page it renders carries (shared/build/rspack-config.mjs writes it; the shell's render server
 * reads it, shell/src/server/document.tsx): the entry's scripts and stylesheets and the inline tap keeper (decisions 135, 137).
 */
export const ENTRY_ASSETS_FILE = 'entry-assets.json';
