import sanitizeHtml from 'sanitize-html';

// Member rich text is sanitised on write, so what is stored is safe to render as HTML anywhere (decision 009).
// h1 becomes h2 (the page owns h1); target="_blank" always brings rel="noopener noreferrer".

const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'blockquote'];

/** Disallowed tags whose text is dropped too: code, hidden or raw-text content. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'plaintext',
  'canvas',
  'audio',
  'video',
];

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The href a browser would follow when it is an absolute http(s), mailto or tel URL, else null.
 * Cleaned and re-serialised by the WHATWG URL parser, so what is checked is what is stored (decision 009).
 */
export function safeLinkHref(raw: string | undefined): string | null {
  if (!raw) return null;
  // oxlint-disable-next-line no-control-regex -- the URL standard's own strip set
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!cleaned || !/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  if (!LINK_SCHEMES.has(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return null;
  return url.href;
}

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['br'],
  enforceHtmlBoundary: false,
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  transformTags: {
    h1: 'h2',
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      // A link without a safe target loses its attributes; exclusiveFilter then unwraps it.
      // (Renaming it to a disallowed tag would leave sanitize-html's close-tag map stale.)
      if (!href) return { tagName: 'a', attribs: {} };
      return attribs.target?.trim().toLowerCase() === '_blank'
        ? { tagName: 'a', attribs: { href, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName: 'a', attribs: { href } };
    },
  },
};

const TEXT_ONLY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
};

const decodeText = (escaped: string) =>
  escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article|header|footer|hr)\b[^>]*>/gi;
const textOf = (html: string) => decodeText(sanitizeHtml(html, TEXT_ONLY_OPTIONS)).replace(/[\u200b-\u200d\u2060\ufeff]/g, '');

/** Readable text of a fragment: tags and hidden content dropped, blocks separated by spaces, whitespace collapsed. */
function visibleText(html: string): string {
  return textOf(html.replace(BLOCK_TAG, ' ')).replace(/\s+/g, ' ').trim();
}

/** The visible text with each block on a line of its own (what a word diff of rich text compares); null stays null. */
export function readableLines(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return textOf(html.replace(BLOCK_TAG, '\n'))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** True for null, '', whitespace, or markup without visible text (`<p><br></p>`, `<p>&nbsp;</p>`). */
export function isEmptyRichText(html: string | null | undefined): boolean {
  return !html || visibleText(html) === '';
}

/** Safe HTML for storage: null stays null; a fragment without visible text becomes '' so validators can say the field is required. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
  return isEmptyRichText(clean) ? '' : clean;
}

/** Plain text of at most `max` characters, cut at a word boundary with '…'; not HTML, so escape it wherever it goes into markup. */
export function plainTextExcerpt(html: string | null | undefined, max = 160): string {
  if (!html || max <= 0) return '';
  const text = visibleText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}
