import type { z } from 'zod';
import type { User } from '@valley/shared/schemas/account';
import { DESTINATION_LINK_LABELS, DestinationPayloadSchema, type MemberDestination } from '@valley/shared/schemas/member';
import { textValues } from '../../../lib/form-values';

/** Text fields checked with the API's own payload schema (same rules, same §5 messages); images and ordered lists are added on submit. */
export const DestinationFormSchema = DestinationPayloadSchema.omit({ image: true, header_image: true, categories: true, amenities: true, photos: true });
export type DestinationFormInput = z.input<typeof DestinationFormSchema>;
export type DestinationFormOutput = z.output<typeof DestinationFormSchema>;

/** The link fields as the form shows them: name and label, in order. */
export const LINK_FIELDS = Object.entries(DESTINATION_LINK_LABELS) as [keyof typeof DESTINATION_LINK_LABELS, string][];

/** The add form's start: every text field of the schema empty. */
export const EMPTY_DESTINATION = textValues({}, DestinationFormSchema.keyof().options) satisfies DestinationFormInput;

/** The form's values for a destination read back from the API (its read names differ: name, zip, content). */
export function destinationValues(destination: MemberDestination): DestinationFormInput {
  return {
    ...textValues(destination, ['email', 'phone', 'address', 'city', ...LINK_FIELDS.map(([name]) => name)]),
    company_name: destination.name,
    zip_code: destination.zip ?? '',
    description: destination.content ?? '',
    calendar: destination.google_calendar ?? '',
  };
}

/**
 * 'Add a Destination' starts from the business the member described in the wizard (or Edit My Profile), until a destination of that
 * name is theirs: its name, address, description, website, calendar and its image as the logo. Not the member's own phone: the
 * business's is asked for (issue 46).
 */
export function destinationFromBusiness(
  user: User | undefined,
  own: Pick<MemberDestination, 'name'>[] | undefined,
): { values: DestinationFormInput; logo: string } | null {
  const name = user?.company_name?.trim();
  if (!user || !name || (own ?? []).some((destination) => destination.name.trim().toLowerCase() === name.toLowerCase())) return null;
  return {
    values: {
      ...EMPTY_DESTINATION,
      company_name: name,
      address: user.company_address ?? '',
      city: user.company_city ?? '',
      zip_code: user.company_zip ?? '',
      description: user.company_content ?? '',
      website: user.website ?? '',
      calendar: user.calendar ?? '',
    },
    logo: user.company_image ?? '',
  };
}
