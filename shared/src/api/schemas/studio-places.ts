import { ID_MAX } from '@valley/shared/api/limits';
import { imageField, optionalField, requiredText } from './member';
import { versionedSchema } from './studio';
import { z } from './zod';

// The studio's places (issue 45, decisions 097, 119, 121): destination categories, experiences, towns, event categories and activities renamed,
// re-addressed, described and pictured through drafts. A published new address leaves a 301 from the old one, and the navigation that linked to the old one follows.

/** The kinds of place the studio edits, each with its page on the site (/c/, /experiences/, /towns/ and /events/category/{slug}; /activity/{id}). */
export const PLACE_KINDS = ['category', 'experience', 'town', 'event-category', 'activity'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const STUDIO_PLACE_MESSAGES = {
  name: 'Name is required',
  slug: 'Address is required',
  slugShape: 'Address: lowercase letters, digits and hyphens (outdoor-recreation)',
  slugTaken: {
    category: 'Address: another category already has it',
    experience: 'Address: another experience already has it',
    town: 'Address: another town already has it',
    'event-category': 'Address: another event category already has it',
    activity: 'Address: another activity already has it',
  },
  /** A place made in the studio is on the site only once published: there is nothing to retire or bring back before (decision 123). */
  unpublished: 'It is not on the site yet: publish it first',
  /** A place the navigation still links to is not retired: its links would lead to the 404 screen (decision 122). */
  inNavigation: (links: number, path: string) => `Take it out of the navigation first: ${links} ${links === 1 ? 'link points' : 'links point'} to ${path}`,
  /** Merging (decision 129): into another place of its kind that is on the site. */
  mergeSelf: 'Merge into: choose another place',
  mergeInto: 'Merge into: choose a place on the site',
  merged: (name: string, into: string) => `${name} was merged into ${into}: its listings are filed here, and its address sends visitors here.`,
} as const;

const SLUG_MAX = 80;

/** Where a place stands: made in the studio and never published, on the site, or taken off it (decisions 122, 123). */
export const PLACE_STATUSES = ['new', 'live', 'retired'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];
const DESCRIPTION_MAX = 500;

/** A place as the studio edits it: what the site calls it, its address, and the line that introduces it (and describes it to search). */
export const StudioPlaceFormSchema = z.object({
  name: requiredText(STUDIO_PLACE_MESSAGES.name, 'Name', 80),
  slug: requiredText(STUDIO_PLACE_MESSAGES.slug, 'Address', SLUG_MAX)
    .transform((slug) => slug.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, STUDIO_PLACE_MESSAGES.slugShape)),
  description: optionalField('Description', DESCRIPTION_MAX),
  /** Its header picture (decision 121): a new upload, the shown one sent back as it is, or '' for none. */
  image: imageField,
});
export type StudioPlaceForm = z.input<typeof StudioPlaceFormSchema>;
/**
 * A place as its revisions keep it: the picture as its stored path, or null for none. A revision kept before pictures were drafted has
 * none at all, and restoring it leaves the picture as it is.
 */
export type StudioPlaceContent = Omit<z.output<typeof StudioPlaceFormSchema>, 'image'> & { image?: string | null };

/** A place's values as the studio shows them: the picture as its address. */
const PlaceValuesSchema = z.object({ name: z.string(), slug: z.string(), description: z.string().nullable(), image: z.string().nullable().optional() });

/** One line of the studio's list of one kind of place. */
export const StudioPlaceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Approved listings filed under it: destinations, or events for an event category. */
  listings: z.number().int(),
  drafted: z.boolean(),
  /** Off the site while new or retired: its page answers 404 and no list names it, until it is published or brought back. */
  status: z.enum(PLACE_STATUSES),
});
export const StudioPlacesSchema = z.array(StudioPlaceRowSchema);
export type StudioPlaceRow = z.infer<typeof StudioPlaceRowSchema>;

/** A page of the site whose blocks or text link to a place (decision 124): its studio id, title and address. */
export const LinkingPageSchema = z.object({ id: z.number().int(), title: z.string(), link: z.string() });
export type LinkingPage = z.infer<typeof LinkingPageSchema>;

/** A place in the studio: live with its revision, the draft, what was published before, and what links to it. */
export const StudioPlaceSchema = versionedSchema(PlaceValuesSchema).extend({
  id: z.number().int(),
  /**
   * Where it is used: approved listings (destinations, or events), navigation tabs and menu links pointing to its page, and the pages
   * on the site or scheduled whose blocks or text link to it.
   */
  used_by: z.object({ listings: z.number().int(), navigation: z.number().int(), pages: z.array(LinkingPageSchema) }),
  status: z.enum(PLACE_STATUSES),
});
export type StudioPlace = z.infer<typeof StudioPlaceSchema>;

const placeId = z.coerce.number({ error: 'id is required' }).int().positive().max(ID_MAX);
const revisionField = z.number().int().positive().max(ID_MAX);

export const StudioCategoryDraftBodySchema = z.object({ id: placeId, base_revision: revisionField, category: StudioPlaceFormSchema }).strict();
export const StudioExperienceDraftBodySchema = z.object({ id: placeId, base_revision: revisionField, experience: StudioPlaceFormSchema }).strict();
export const StudioEventCategoryDraftBodySchema = z.object({ id: placeId, base_revision: revisionField, event_category: StudioPlaceFormSchema }).strict();
export const StudioTownDraftBodySchema = z.object({ id: placeId, base_revision: revisionField, town: StudioPlaceFormSchema }).strict();
export const StudioActivityDraftBodySchema = z.object({ id: placeId, base_revision: revisionField, activity: StudioPlaceFormSchema }).strict();
/** A new place (decision 123): its name, and its address, made from the name when none is given (an activity's never shows). */
export const StudioPlaceCreateBodySchema = z.object({ name: StudioPlaceFormSchema.shape.name, slug: StudioPlaceFormSchema.shape.slug.optional() }).strict();
export type StudioPlaceCreate = z.input<typeof StudioPlaceCreateBodySchema>;
export const StudioPlaceActionBodySchema = z.object({ id: placeId }).strict();
export const StudioPlaceRestoreBodySchema = z.object({ id: placeId, revision: revisionField }).strict();
/** Body of a merge (decision 129): the place that goes, and the one of its kind its listings and address go to. */
export const StudioPlaceMergeBodySchema = z
  .object({ id: placeId, into: z.coerce.number({ error: STUDIO_PLACE_MESSAGES.mergeInto }).int().positive().max(ID_MAX) })
  .strict();
export type StudioPlaceMergeBody = z.input<typeof StudioPlaceMergeBodySchema>;

/** What a merge answers: the place merged into, as it now is, and the one that went into it. */
export const StudioPlaceMergedSchema = StudioPlaceSchema.extend({ merged: z.object({ id: z.number().int(), name: z.string() }) });
export type StudioPlaceMerged = z.infer<typeof StudioPlaceMergedSchema>;
