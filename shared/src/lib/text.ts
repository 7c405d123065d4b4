/** The visible words of sanitised rich text, spaces collapsed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether rich content already opens with this short text, so a screen says it once: content often repeats its summary as the first paragraph. */
export const opensWith = (html: string | null | undefined, text: string | null | undefined): boolean =>
  Boolean(html && text && visibleText(html).startsWith(text.trim()));
