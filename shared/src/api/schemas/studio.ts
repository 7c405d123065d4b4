import { emailField } from './account';
import { ID_MAX } from '@valley/shared/api/limits';
import { atMostMessage, dateTimeField, idParam, isWebAddress } from './common';
import { optionalRichText, optionalUrl, requiredText } from './member';
import { MenuNameSchema } from './site';
import { z } from './zod';

/**
 * The studio's roles (decision 092): the Board account administers it; editors write drafts and publishers publish. A member holds at
 * most one studio role; the Board's comes with its account, the others by the Board's invitation.
 */
export const STUDIO_ROLES = ['admin', 'editor', 'publisher'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** The roles the Board can give. */
export const INVITABLE_ROLES = ['editor', 'publisher'] as const satisfies readonly StudioRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Who the signed-in member is in the studio: the API answers 403 to anyone without a role. */
export const StudioAccessSchema = z.object({ role: z.enum(STUDIO_ROLES) });
export type StudioAccess = z.infer<typeof StudioAccessSchema>;

/** A member the Board invited, with the role it gave them. */
export const StudioPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  invited_at: z.string(),
});
export type StudioPerson = z.infer<typeof StudioPersonSchema>;

export const StudioPeopleSchema = z.array(StudioPersonSchema);

/** The Board invites an existing member by their account's address; inviting someone again gives them the new role. */
export const StudioInviteSchema = z.object({
  email: emailField,
  role: z.enum(INVITABLE_ROLES, { error: 'Choose a role' }),
});
export type StudioInvite = z.infer<typeof StudioInviteSchema>;

export const StudioRemoveSchema = z.object({ id: z.coerce.number({ error: 'id is required' }).int().positive().max(2_147_483_647) });

// ---------------------------------------------------------------- menus (decision 095)

/** The menus the studio edits: the utility bar and the two footer columns (public-site §3 menus). */
export const MENU_LINKS_MAX = 12;

export const STUDIO_MENU_MESSAGES = {
  title: 'Title is required',
  url: 'Link is required',
  urlShape: 'Link: enter a path on this site (/events) or a web address (https://…)',
  tooMany: `A menu holds at most ${MENU_LINKS_MAX} links`,
} as const;

/** What the studio's drafts answer for any kind of content (decision 095). */
export const STUDIO_DRAFT_MESSAGES = {
  stale: 'Someone published this after your draft was started. Look at it as it is now, then save your draft again.',
  noDraft: 'There is no draft to publish',
  noRevision: 'That version is not in its history',
} as const;

/** A menu link as the studio edits it: a path on this site or a web address, opened here or in a new tab. */
export const StudioMenuLinkSchema = z.object({
  title: z.string({ error: STUDIO_MENU_MESSAGES.title }).trim().min(1, { error: STUDIO_MENU_MESSAGES.title, abort: true }).max(60, atMostMessage('Title', 60)),
  url: z
    .string({ error: STUDIO_MENU_MESSAGES.url })
    .trim()
    .min(1, { error: STUDIO_MENU_MESSAGES.url, abort: true })
    .max(500, atMostMessage('Link', 500))
    .refine((url) => /^\/(?!\/)\S*$/.test(url) || isWebAddress(url), STUDIO_MENU_MESSAGES.urlShape),
  new_tab: z.boolean(),
});
export type StudioMenuLink = z.infer<typeof StudioMenuLinkSchema>;

/** Retiring a page or a post later (decision 116): what the API answers, and the body's time (absent: now; null: call it off). */
export const RETIRE_MESSAGES = {
  later: 'Retire at: only what is on the site, or scheduled for it, can leave it later',
  past: 'Retire at: choose a time still to come, or retire it now',
  kept: 'Kept: it stays on the site.',
} as const;
export const retireAtField = dateTimeField('Retire at').nullable().optional();

/** A revision a call names: a whole number the database can hold. */
const revisionField = z.number().int().positive().max(ID_MAX);

/** An item's publications, newest first; a revision published before the studio existed has no one and no time. */
export const StudioHistorySchema = z.array(z.object({ revision: z.number().int(), published_by: z.string().nullable(), published_at: z.string().nullable() }));

/** What the studio keeps a history of (decision 114): the drafted kinds and the dispatch's posts. */
export const HISTORY_KINDS = ['menu', 'settings', 'post', 'category', 'experience', 'town', 'event-category', 'activity', 'nav', 'page'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Path of GET /api/studio/revisions/:kind/:key/:revision: one kept revision of one item (a menu's name, a page's id). */
export const StudioRevisionParamsSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  key: z.string().trim().min(1).max(100),
  revision: idParam,
});

/** One kept revision, whole, as it was published: two of them are compared field by field in the studio. */
export const StudioRevisionSchema = z.object({
  revision: z.number().int(),
  published_by: z.string().nullable(),
  published_at: z.string().nullable(),
  content: z.unknown(),
});
export type StudioRevision = z.infer<typeof StudioRevisionSchema>;

/**
 * A drafted item as the studio reads it (decision 095): what is live (and its revision), the draft waiting to be published (started
 * from `base_revision`: publishing it over a newer one is refused), and what was published before.
 */
export const versionedSchema = <T extends z.ZodType>(values: T) =>
  z.object({
    revision: z.number().int(),
    live: values,
    draft: z
      .object({
        content: values,
        base_revision: z.number().int(),
        saved_by: z.string().nullable(),
        saved_at: z.string(),
        /** When a publisher scheduled it to go out (New York time), and who (decision 133); saving it again calls the time off. */
        publish_at: z.string().nullable(),
        scheduled_by: z.string().nullable(),
      })
      .nullable(),
    history: StudioHistorySchema,
  });

/** The links of one version of a menu: the live one, the draft, or one in its history. */
export const StudioMenuLinksSchema = z.array(StudioMenuLinkSchema).max(MENU_LINKS_MAX, STUDIO_MENU_MESSAGES.tooMany);

/** A menu in the studio: what is live (and its revision), the draft waiting to be published, and what was published before. */
export const StudioMenuSchema = z.object({
  name: MenuNameSchema,
  title: z.string(),
  revision: z.number().int(),
  links: z.array(StudioMenuLinkSchema),
  draft: z
    .object({
      links: z.array(StudioMenuLinkSchema),
      /** The live revision the draft was started from: publishing it over a newer one is refused. */
      base_revision: z.number().int(),
      saved_by: z.string().nullable(),
      saved_at: z.string(),
    })
    .nullable(),
  history: StudioHistorySchema,
});
export type StudioMenu = z.infer<typeof StudioMenuSchema>;
export const StudioMenusSchema = z.array(StudioMenuSchema);

/** Body of POST /api/studio/menus/draft: every studio role saves a draft, started from the live revision it names. */
export const StudioMenuDraftBodySchema = z.object({ name: MenuNameSchema, base_revision: revisionField, links: StudioMenuLinksSchema }).strict();
export type StudioMenuDraftBody = z.infer<typeof StudioMenuDraftBodySchema>;

/** Body of the publish and discard calls: the menu whose draft they act on. */
export const StudioMenuNameBodySchema = z.object({ name: MenuNameSchema }).strict();
export type StudioMenuNameBody = z.infer<typeof StudioMenuNameBodySchema>;

/** Body of POST /api/studio/menus/restore: a revision from the menu's history becomes its draft. */
export const StudioMenuRestoreBodySchema = z.object({ name: MenuNameSchema, revision: revisionField }).strict();
export type StudioMenuRestoreBody = z.infer<typeof StudioMenuRestoreBodySchema>;

// ---------------------------------------------------------------- site settings (decision 095)

/** The links of the footer's social icons and partner logos, with the labels the studio shows them under. */
export const SITE_SETTING_LINKS = {
  facebook_link: 'Facebook',
  instagram_link: 'Instagram',
  twitter_link: 'X (Twitter)',
  youtube_link: 'YouTube',
  linkedin_link: 'LinkedIn',
  marketing_link: 'Marketing Partners logo',
  discover_america_link: 'Discover America logo',
  pa_link: 'Visit Pennsylvania logo',
  bigten_link: 'Big Ten logo',
} as const;
type SettingLink = keyof typeof SITE_SETTING_LINKS;

/** The navigation bar's text is white (tokens.css --color-nav-text): its colour must keep WCAG AA contrast with it. */
export const NAV_TEXT_COLOR = '#ffffff';
export const MIN_NAV_CONTRAST = 4.5;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.040_45 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const navColor = z
  .string({ error: 'Nav bar color is required' })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'Nav bar color: choose a color (#rrggbb)')
  .superRefine((color, context) => {
    const ratio = contrastRatio(color, NAV_TEXT_COLOR);
    if (ratio < MIN_NAV_CONTRAST)
      context.addIssue({ code: 'custom', message: `Nav bar color: too light for its white text (${ratio.toFixed(1)}:1; at least ${MIN_NAV_CONTRAST}:1)` });
  });

const settingLinks = Object.fromEntries(Object.entries(SITE_SETTING_LINKS).map(([name, label]) => [name, optionalUrl(label)])) as {
  [K in SettingLink]: ReturnType<typeof optionalUrl>;
};

/** The site's settings as the studio edits them: the organization's name, the nav bar colour, and the footer's links. */
export const StudioSettingsSchema = z.object({
  organization: requiredText('Organization is required', 'Organization', 100),
  nav_bar_color: navColor,
  ...settingLinks,
});
export type StudioSettingsForm = z.input<typeof StudioSettingsSchema>;
export type StudioSettings = z.output<typeof StudioSettingsSchema>;

const SettingsValuesSchema = z.object({
  organization: z.string(),
  nav_bar_color: z.string(),
  ...(Object.fromEntries(Object.keys(SITE_SETTING_LINKS).map((name) => [name, z.string().nullable()])) as { [K in SettingLink]: z.ZodNullable<z.ZodString> }),
});

/** The settings in the studio: live with its revision, the draft, and what was published before. */
export const StudioSettingsViewSchema = versionedSchema(SettingsValuesSchema);
export type StudioSettingsView = z.infer<typeof StudioSettingsViewSchema>;

export const StudioSettingsDraftBodySchema = z.object({ base_revision: revisionField, settings: StudioSettingsSchema }).strict();
export const StudioSettingsRestoreBodySchema = z.object({ revision: revisionField }).strict();
export const StudioNoBodySchema = z.object({}).strict();

// ---------------------------------------------------------------- main navigation (decision 099)

export const NAV_TABS_MAX = 8;

export const STUDIO_NAV_MESSAGES = {
  title: 'Title is required',
  linkShape: STUDIO_MENU_MESSAGES.urlShape,
  tabs: 'The tabs are not the ones on the site: reload the navigation and make your changes again',
} as const;

const tabColor = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, `${label}: choose a color (#rrggbb)`)
    .transform((color) => color.toLowerCase());

/**
 * A main navigation tab as the studio edits it: its title, where the tab itself leads, its colours and the words of its hover panel.
 * Its panel's links, featured blocks and categories stay as they are. The text must stay readable on both of its backgrounds.
 */
export const StudioNavTabSchema = z
  .object({
    id: z.number().int().positive().max(ID_MAX),
    title: requiredText(STUDIO_NAV_MESSAGES.title, 'Title', 40),
    link: z
      .union([z.string().trim().max(500, atMostMessage('Link', 500)), z.null()])
      .optional()
      .transform((link) => link || null)
      .refine((link) => link === null || /^\/(?!\/)\S*$/.test(link) || isWebAddress(link), STUDIO_NAV_MESSAGES.linkShape),
    text_color: tabColor('Text color'),
    background_color: tabColor('Background color'),
    alternate_color: tabColor('Hover color'),
    content: optionalRichText('Panel text'),
  })
  .superRefine((tab, context) => {
    for (const [field, label] of [
      ['background_color', 'Background color'],
      ['alternate_color', 'Hover color'],
    ] as const) {
      const ratio = contrastRatio(tab[field], tab.text_color);
      if (ratio < MIN_NAV_CONTRAST)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${label}: too close to the text color (${ratio.toFixed(1)}:1; at least ${MIN_NAV_CONTRAST}:1)`,
        });
    }
  });
export type StudioNavTabForm = z.input<typeof StudioNavTabSchema>;
export type StudioNavTab = z.output<typeof StudioNavTabSchema>;

export const StudioNavTabsSchema = z.array(StudioNavTabSchema).min(1).max(NAV_TABS_MAX);

const NavTabValuesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  text_color: z.string(),
  background_color: z.string(),
  alternate_color: z.string(),
  content: z.string().nullable(),
});

/** The main navigation in the studio: its tabs live (in order) with their revision, the draft, and what was published before. */
export const StudioNavViewSchema = versionedSchema(z.array(NavTabValuesSchema));
export type StudioNavView = z.infer<typeof StudioNavViewSchema>;

export const StudioNavDraftBodySchema = z.object({ base_revision: revisionField, tabs: StudioNavTabsSchema }).strict();

// ---------------------------------------------------------------- the audit log (decision 100)

/** How many changes one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;

/** What a studio change can be made to. */
export const STUDIO_AUDIT_KINDS = [
  'person',
  'ad request',
  'menu',
  'post',
  'settings',
  'nav',
  'category',
  'experience',
  'town',
  'event-category',
  'activity',
  'page',
  'image',
  'amenity',
] as const;
export type StudioAuditKind = (typeof STUDIO_AUDIT_KINDS)[number];

/** One studio change: who made it, when, what they did and to what (`kind` and `key` name the item, `label` is its name then). */
export const StudioAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string().nullable(),
  action: z.string(),
  kind: z.enum(STUDIO_AUDIT_KINDS),
  key: z.string().nullable(),
  label: z.string(),
});
export type StudioAuditEntry = z.infer<typeof StudioAuditEntrySchema>;

/** A page of the audit log, newest first; `more` when older changes follow (asked for with `before`, the last entry's id). */
export const StudioAuditSchema = z.object({ entries: z.array(StudioAuditEntrySchema), more: z.boolean() });
export type StudioAudit = z.infer<typeof StudioAuditSchema>;

export const AUDIT_FILTER_MESSAGES = {
  day: 'a date (YYYY-MM-DD)',
  order: 'To: a day on or after From',
} as const;

const auditDay = (label: string) =>
  z
    .string()
    .trim()
    // A day of this century or the last: a year 0 or a 13th month would reach the database as a date it cannot read.
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `${label}: ${AUDIT_FILTER_MESSAGES.day}`)
    .optional();

/**
 * The audit log's query (decision 117): a page before an entry, and filters the Board narrows it by, kept in the studio's address:
 * what kind of item, who (any part of their name), and the valley's days from and to (both included).
 */
export const StudioAuditQuerySchema = z
  .object({
    before: z.coerce.number({ error: 'before must be a number' }).int().positive().optional(),
    kind: z.enum(STUDIO_AUDIT_KINDS).optional(),
    who: z.string().trim().max(100, atMostMessage('Who', 100)).optional(),
    from: auditDay('From'),
    to: auditDay('To'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: AUDIT_FILTER_MESSAGES.order, path: ['to'] });
export type StudioAuditQuery = z.infer<typeof StudioAuditQuerySchema>;
