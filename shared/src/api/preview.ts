// A preview link's address and words (decision 115), zod-free: the shell's public pages read them while they hydrate (decision 022).

/** The query parameter a preview link adds to a page's address. */
export const PREVIEW_PARAM = 'preview';

export const PREVIEW_MESSAGES = {
  gone: 'This preview link has expired or was withdrawn',
} as const;
