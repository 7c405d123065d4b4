import { emailField } from './account';
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
