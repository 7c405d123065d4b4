// The words of a page's head, from its record's fields: zod-free, so a page that validates nothing still renders its head.

export const SITE_NAME = 'Happy Valley';
export const DEFAULT_DESCRIPTION = 'Places to stay, eat and explore, events and stories from the valley around State College, Pennsylvania.';
/** Search engines show about this much of a description. */
export const DESCRIPTION_LENGTH = 160;

/** '{title} | Happy Valley' without doubling a CMS suffix. */
export function documentTitle(title: string | null | undefined): string {
  const suffix = ` | ${SITE_NAME}`;
  let base = String(title ?? '').trim();
  while (base.toLowerCase().endsWith(suffix.toLowerCase())) base = base.slice(0, -suffix.length).trim();
  return !base || base.toLowerCase() === SITE_NAME.toLowerCase() ? SITE_NAME : `${base}${suffix}`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

/** Text cut at a word to at most `max` characters, with an ellipsis in place of the space (or of the last character). */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Rich text as one line of plain text, cut at a word near `max` characters. */
export function plainText(html: string | null | undefined, max = DESCRIPTION_LENGTH): string {
  const text = String(html ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, max);
}

/** A field of rich text (HTML) for `describe`; other fields are plain text. */
export interface RichText {
  html: string | null | undefined;
}
export const rich = (html: string | null | undefined): RichText => ({ html });

/** The first of the candidates that has text (a meta description, a summary, then rich text), else the site's description. */
export function describe(...candidates: Array<string | null | undefined | RichText>): string {
  for (const candidate of candidates) {
    const text =
      candidate !== null && typeof candidate === 'object'
        ? plainText(candidate.html)
        : String(candidate ?? '')
            .replace(/\s+/g, ' ')
            .trim();
    if (text) return truncate(text, DESCRIPTION_LENGTH);
  }
  return DEFAULT_DESCRIPTION;
}
