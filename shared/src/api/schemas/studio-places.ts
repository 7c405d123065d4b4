import { ID_MAX } from '@valley/shared/api/limits';
import { optionalField, requiredText } from './member';
import { versionedSchema } from './studio';
import { z } from './zod';

// The studio's places (issue 45, decision 097): destination categories renamed, re-addressed and described through drafts. A published
// new address leaves a 301 from the old one, and the navigation that linked to the old one follows.

export const STUDIO_PLACE_MESSAGES = {
  name: 'Name is required',
  slug: 'Address is required',
  slugShape: 'Address: lowercase letters, digits and hyphens (outdoor-recreation)',
  slugTaken: 'Address: another category already has it',
} as const;

const SLUG_MAX = 80;
const DESCRIPTION_MAX = 500;

/** A category as the studio edits it: what the site calls it, its address under /c/, and the line that introduces it. */
export const StudioCategoryFormSchema = z.object({
  name: requiredText(STUDIO_PLACE_MESSAGES.name, 'Name', 80),
  slug: requiredText(STUDIO_PLACE_MESSAGES.slug, 'Address', SLUG_MAX)
    .transform((slug) => slug.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, STUDIO_PLACE_MESSAGES.slugShape)),
  description: optionalField('Description', DESCRIPTION_MAX),
});
export type StudioCategoryForm = z.input<typeof StudioCategoryFormSchema>;
export type StudioCategoryContent = z.output<typeof StudioCategoryFormSchema>;

const CategoryValuesSchema = z.object({ name: z.string(), slug: z.string(), description: z.string().nullable() });

/** One line of the studio's category list. */
export const StudioCategoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Approved destinations filed under it. */
  destinations: z.number().int(),
  drafted: z.boolean(),
});
export const StudioCategoriesSchema = z.array(StudioCategoryRowSchema);
export type StudioCategoryRow = z.infer<typeof StudioCategoryRowSchema>;

/** A category in the studio: live with its revision, the draft, what was published before, and what links to it. */
export const StudioCategorySchema = versionedSchema(CategoryValuesSchema).extend({
  id: z.number().int(),
  /** Where it is used: approved destinations, and navigation tabs and menu links pointing to its page. */
  used_by: z.object({ destinations: z.number().int(), navigation: z.number().int() }),
});
export type StudioCategory = z.infer<typeof StudioCategorySchema>;

const categoryId = z.coerce.number({ error: 'id is required' }).int().positive().max(ID_MAX);
const revisionField = z.number().int().positive().max(ID_MAX);

export const StudioCategoryDraftBodySchema = z.object({ id: categoryId, base_revision: revisionField, category: StudioCategoryFormSchema }).strict();
export const StudioCategoryActionBodySchema = z.object({ id: categoryId }).strict();
export const StudioCategoryRestoreBodySchema = z.object({ id: categoryId, revision: revisionField }).strict();
