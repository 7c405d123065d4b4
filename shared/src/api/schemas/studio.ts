import { emailField } from './account';
import { ID_MAX } from '@valley/shared/api/limits';
import { atMostMessage, isWebAddress } from './common';
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
  stale: 'Someone published this menu after your draft was started. Look at the menu as it is now, then save your draft again.',
  noDraft: 'There is no draft of this menu to publish',
  noRevision: 'That version of the menu is not in its history',
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

/** A revision a call names: a whole number the database can hold. */
const revisionField = z.number().int().positive().max(ID_MAX);

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
  /** Newest first; a revision published before the studio existed has no one and no time. */
  history: z.array(z.object({ revision: z.number().int(), published_by: z.string().nullable(), published_at: z.string().nullable() })),
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
