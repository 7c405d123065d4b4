import { atMostMessage, isWebAddress } from './common';
import { z } from './zod';

// What the studio lets an editor write in each content-block kind (issue 45, decision 102): one description per kind, from which the
// studio draws its field panel and the contract derives the schema every save and publish is checked with, so the two never disagree.
// The site still reads blocks with its lenient readers (a broken block never breaks a page); keys a kind does not describe (a map's
// markers) are kept as they are, and so are an item's (a venue's listing slug).

export type BlockField =
  | { type: 'text'; label: string; required?: boolean; max?: number }
  | { type: 'textarea'; label: string; max?: number }
  /** Sanitised HTML (the API sanitises it as it does every rich text). */
  | { type: 'html'; label: string }
  /** A path on this site (/events) or a web address. */
  /** `web`: only an address off the site (a booking engine's), not a path on it. */
  | { type: 'link'; label: string; required?: boolean; web?: boolean }
  /** A stored picture's address (/media/…) or a web address. */
  | { type: 'image'; label: string; required?: boolean }
  /** `whole`: a count or a zoom level, which the site reads as a whole number. */
  | { type: 'number'; label: string; min: number; max: number; whole?: boolean }
  | { type: 'yes-no'; label: string }
  /** Ids of event or destination categories, in the order chosen; a merge rewrites them (decision 131). */
  | { type: 'categories'; label: string; of: 'event' | 'destination'; max: number }
  | { type: 'list'; label: string; item: Record<string, BlockField>; max: number; summary: string };

export interface BlockKind {
  label: string;
  /** Whether the block's own title (`title`) and picture (`img`) are edited, and under which labels. */
  title: string | null;
  img: string | null;
  entry: Record<string, BlockField>;
}

const text = (label: string, max = 200): BlockField => ({ type: 'text', label, max });
const html = (label = 'Text'): BlockField => ({ type: 'html', label });
const link = (label = 'Link'): BlockField => ({ type: 'link', label });
const button = text('Button text', 60);
const slide = (withButton: boolean): BlockField => ({
  type: 'list',
  label: 'Slides',
  max: 12,
  summary: 'title',
  item: {
    img: { type: 'image', label: 'Picture', required: true },
    title: text('Title'),
    subtitle: text('Subtitle'),
    link: link(),
    ...(withButton ? { button_text: button } : {}),
  },
});
const adSlots = (max: number): BlockField => ({
  type: 'list',
  label: 'Ad slots',
  max,
  summary: 'title',
  item: { img: { type: 'image', label: 'Picture' }, title: text('Alt text', 120), link: link() },
});
const intro = { subtitle: text('Subtitle'), content: html() };

/** Every kind the content system places on a page, by its `extension`, with what the studio edits in it. */
export const BLOCK_KINDS = {
  hero_slider: { label: 'Hero slider', title: 'Label', img: null, entry: { slides: slide(true) } },
  content: { label: 'Text', title: 'Heading', img: null, entry: { content: html() } },
  cta: { label: 'Call to action', title: 'Heading', img: 'Picture', entry: { ...intro, link: link(), button_text: button } },
  image: {
    label: 'Picture',
    title: 'Heading',
    img: null,
    entry: { img: { type: 'image', label: 'Picture', required: true }, alt: text('Alt text'), caption: text('Caption'), link: link() },
  },
  images: {
    label: 'Pictures',
    title: 'Heading',
    img: null,
    entry: {
      images: {
        type: 'list',
        label: 'Pictures',
        max: 24,
        summary: 'caption',
        item: { img: { type: 'image', label: 'Picture', required: true }, title: text('Title'), caption: text('Caption'), link: link() },
      },
    },
  },
  images_grid: {
    label: 'Picture grid',
    title: 'Heading',
    img: null,
    entry: {
      items: {
        type: 'list',
        label: 'Cards',
        max: 24,
        summary: 'title',
        item: { img: { type: 'image', label: 'Picture', required: true }, title: text('Title'), subtitle: text('Subtitle'), link: link() },
      },
    },
  },
  crowd_gallery: {
    label: 'Visitors’ photos',
    title: 'Heading',
    img: null,
    entry: {
      hashtag: text('Hashtag', 60),
      link: link(),
      photos: {
        type: 'list',
        label: 'Photos',
        max: 24,
        summary: 'credit',
        // The site reads a photo's caption as its alt text, and shows its credit.
        item: { img: { type: 'image', label: 'Picture', required: true }, caption: text('Alt text'), credit: text('Credit', 80), link: link() },
      },
    },
  },
  valleys_slider: { label: 'Towns slider', title: 'Heading', img: null, entry: { slides: slide(false) } },
  slides: { label: 'Card slider', title: 'Heading', img: null, entry: { slides: slide(false) } },
  media: {
    label: 'Video',
    title: 'Heading',
    // One poster: the entry's, which the site reads first (a block's own picture stays its fallback).
    img: null,
    entry: { video_url: link('Video address'), poster: { type: 'image', label: 'Poster' }, caption: text('Caption'), content: html() },
  },
  embed: {
    label: 'Embedded player',
    title: 'Heading',
    img: null,
    entry: { html: { type: 'textarea', label: 'Embed code (YouTube or Vimeo)', max: 2000 }, caption: text('Caption') },
  },
  tabs: {
    label: 'Tabs',
    title: 'Heading',
    img: null,
    entry: {
      tabs: {
        type: 'list',
        label: 'Tabs',
        max: 8,
        summary: 'title',
        item: { title: { type: 'text', label: 'Tab title', required: true, max: 80 }, content: html() },
      },
    },
  },
  highlights: {
    label: 'Highlights',
    title: 'Heading',
    img: null,
    entry: {
      items: {
        type: 'list',
        label: 'Highlights',
        max: 8,
        summary: 'title',
        item: { value: text('Figure', 20), title: text('Title'), content: { type: 'textarea', label: 'Text', max: 300 }, link: link() },
      },
    },
  },
  meetings: {
    label: 'Meetings',
    title: 'Heading',
    img: null,
    entry: {
      ...intro,
      link: link(),
      button_text: button,
      rfp_link: link('Request-for-proposal link'),
      venues: {
        type: 'list',
        label: 'Venues',
        max: 12,
        summary: 'name',
        item: {
          name: { type: 'text', label: 'Name', required: true, max: 120 },
          img: { type: 'image', label: 'Picture' },
          link: { type: 'link', label: 'Link', required: true },
        },
      },
      // Not shown by the block: on /meetings, the listing's venues (decision 132).
      categories: { type: 'categories', label: 'Venue categories listed on /meetings', of: 'destination', max: 20 },
    },
  },
  book: {
    label: 'Booking',
    title: 'Heading',
    img: 'Background picture',
    entry: {
      ...intro,
      booking_url: { type: 'link', label: 'Booking engine address', web: true },
      checkin_label: text('Check-in label', 40),
      checkout_label: text('Check-out label', 40),
      button_text: button,
    },
  },
  book_direct: {
    label: 'Newsletter and booking',
    title: 'Heading',
    img: 'Background picture',
    entry: {
      ...intro,
      newsletter_title: text('Newsletter title'),
      newsletter_button: text('Newsletter button', 60),
      guides_link: link('Visitor guide link'),
      booking_title: text('Booking title'),
      booking_link: link('Booking link'),
      button_text: button,
    },
  },
  fp_ad: { label: 'Ads: front page grid', title: 'Label', img: null, entry: { slots: adSlots(6) } },
  fc_ad: { label: 'Ads: partner offers', title: 'Label', img: null, entry: { slots: adSlots(3) } },
  featured_ad: { label: 'Ads: sponsored', title: 'Label', img: null, entry: { slots: adSlots(2) } },
  events: {
    label: 'Upcoming events',
    title: 'Heading',
    img: null,
    entry: {
      // The first five are its tabs; none chosen, the first five event categories (public-site §9).
      categories: { type: 'categories', label: 'Categories, the first five as tabs', of: 'event', max: 20 },
      limit: { type: 'number', label: 'Events shown', min: 1, max: 100, whole: true },
      days: { type: 'number', label: 'Days ahead', min: 1, max: 730, whole: true },
      link: link(),
      button_text: button,
    },
  },
  article_slider: {
    label: 'Dispatch posts',
    title: 'Heading',
    img: null,
    entry: {
      limit: { type: 'number', label: 'Posts shown', min: 1, max: 100, whole: true },
      featured: { type: 'yes-no', label: 'Featured posts only' },
      link: link(),
      button_text: button,
    },
  },
  map: {
    label: 'Map',
    title: 'Heading',
    img: null,
    entry: {
      latitude: { type: 'number', label: 'Centre latitude', min: -90, max: 90 },
      longitude: { type: 'number', label: 'Centre longitude', min: -180, max: 180 },
      zoom: { type: 'number', label: 'Zoom (1–18)', min: 1, max: 18, whole: true },
      all_destinations: { type: 'yes-no', label: 'Every listing on the map' },
    },
  },
  favorites: {
    label: 'Favorites',
    title: 'Heading',
    img: null,
    entry: {
      ...intro,
      link: link(),
      button_text: button,
      // The board's picks, shown beside the visitor's own saved places.
      items: {
        type: 'list',
        label: 'Picks',
        max: 12,
        summary: 'title',
        item: {
          title: { type: 'text', label: 'Title', required: true, max: 120 },
          img: { type: 'image', label: 'Picture' },
          subtitle: text('Subtitle'),
          link: link(),
        },
      },
    },
  },
} as const satisfies Record<string, BlockKind>;

export type BlockKindName = keyof typeof BLOCK_KINDS;
export const BLOCK_KIND_NAMES = Object.keys(BLOCK_KINDS) as BlockKindName[];
export const isBlockKind = (kind: string): kind is BlockKindName => Object.hasOwn(BLOCK_KINDS, kind);

export const BLOCK_MESSAGES = {
  required: (label: string) => `${label} is required`,
  link: (label: string) => `${label}: enter a path on this site (/events) or a web address (https://…)`,
  webLink: (label: string) => `${label}: enter a web address (https://…)`,
  number: (label: string, min: number, max: number) => `${label}: a number from ${min} to ${max}`,
  wholeNumber: (label: string, min: number, max: number) => `${label}: a whole number from ${min} to ${max}`,
  tooMany: (label: string, max: number) => `${label}: at most ${max}`,
  categories: (label: string) => `${label}: choose categories from the list`,
  kind: 'This kind of block cannot be placed on a page',
} as const;

const HTML_MAX = 20_000;
const isSiteOrWeb = (value: string) => /^\/(?!\/)\S*$/.test(value) || isWebAddress(value);

/** '' and null are "none"; anything else is checked. */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function fieldSchema(field: BlockField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.max ?? (field.type === 'text' ? 200 : 2000);
      const required = field.type === 'text' && field.required;
      return z
        .union([z.string(), z.null()])
        .optional()
        .transform((value) => (blank(value) ? null : (value as string).trim()))
        .refine((value) => !required || value !== null, BLOCK_MESSAGES.required(field.label))
        .refine((value) => value === null || value.length <= max, atMostMessage(field.label, max));
    }
    case 'html':
      return z
        .union([z.string(), z.null()])
        .optional()
        .transform((value) => (blank(value) ? null : (value as string)))
        .refine((value) => value === null || value.length <= HTML_MAX, atMostMessage(field.label, HTML_MAX));
    case 'link':
    case 'image':
      return z
        .union([z.string(), z.null()])
        .optional()
        .transform((value) => (blank(value) ? null : (value as string).trim()))
        .refine((value) => !field.required || value !== null, BLOCK_MESSAGES.required(field.label))
        .refine(
          (value) => value === null || (value.length <= 500 && (field.type === 'link' && field.web ? isWebAddress(value) : isSiteOrWeb(value))),
          field.type === 'link' && field.web ? BLOCK_MESSAGES.webLink(field.label) : BLOCK_MESSAGES.link(field.label),
        );
    case 'number':
      return z
        .union([z.number(), z.null()])
        .optional()
        .refine(
          (value) =>
            value === null ||
            value === undefined ||
            ((field.whole ? Number.isInteger(value) : Number.isFinite(value)) && value >= field.min && value <= field.max),
          (field.whole ? BLOCK_MESSAGES.wholeNumber : BLOCK_MESSAGES.number)(field.label, field.min, field.max),
        );
    case 'yes-no':
      return z.boolean().optional();
    case 'categories':
      // An id may have been written as text; none is an empty list.
      return z
        .union([z.array(z.coerce.number().int().positive()), z.null()], { error: BLOCK_MESSAGES.categories(field.label) })
        .optional()
        .transform((ids) => [...new Set(ids ?? [])])
        .refine((ids) => ids.length <= field.max, BLOCK_MESSAGES.tooMany(field.label, field.max));
    case 'list':
      return z
        .array(entrySchema(field.item))
        .max(field.max, BLOCK_MESSAGES.tooMany(field.label, field.max))
        .optional()
        .transform((items) => items ?? []);
  }
}

/** A kind's described fields checked, the keys it does not describe kept as they are. */
function entrySchema(fields: Record<string, BlockField>) {
  return z.looseObject(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)])));
}

const ENTRY_SCHEMAS = Object.fromEntries(BLOCK_KIND_NAMES.map((kind) => [kind, entrySchema(BLOCK_KINDS[kind].entry)])) as Record<
  BlockKindName,
  ReturnType<typeof entrySchema>
>;

type OptionalText = z.ZodType<string | null, string | null | undefined>;
const blockTitle = fieldSchema(text('Heading')) as OptionalText;
const blockImage = fieldSchema({ type: 'image', label: 'Picture' }) as OptionalText;

/** A new block's id until its first save, when the API gives it one that is unique on the site. */
export const NEW_BLOCK_ID = 0;

/** One content block as the studio saves it: its kind's fields checked (messages name the field), its id kept. */
export const StudioBlockSchema = z
  .object({
    id: z.number().int().min(NEW_BLOCK_ID).max(2_147_483_647),
    extension: z.string(),
    title: blockTitle,
    img: blockImage,
    entry: z.record(z.string(), z.unknown()),
  })
  .superRefine((block, context) => {
    if (!isBlockKind(block.extension)) {
      context.addIssue({ code: 'custom', message: BLOCK_MESSAGES.kind, path: ['extension'] });
      return;
    }
    const parsed = ENTRY_SCHEMAS[block.extension].safeParse(block.entry);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['entry', ...(issue.path as (string | number)[])] });
  })
  .transform((block) => ({ ...block, entry: isBlockKind(block.extension) ? ENTRY_SCHEMAS[block.extension].parse(block.entry) : block.entry }));
export type StudioBlock = z.output<typeof StudioBlockSchema>;
