import { z } from './zod';
import { botCheckTokenField, emailField } from './account';
import { optionalField, optionalPhone, optionalUrl, requiredText } from './member';

// The advertiser form (member-area §3) and the requests it sends to the board's studio (issue 45, decision 094).

export const AD_REQUEST_CONTENT_MAX = 5000;

export const AD_MESSAGES = {
  company: 'Business Name is required',
  content: 'Message is required',
  received: 'Thank you! The tourism board has your request and will be in touch by e-mail.',
} as const;

/** The form's fields under the spec's names; the business, an address to answer and what they have in mind are required. */
export const AdvertiserFormSchema = z.object({
  ad_company: requiredText(AD_MESSAGES.company, 'Business Name'),
  ad_email: emailField,
  ad_phoneNumber: optionalPhone,
  ad_address: optionalField('Address'),
  ad_city: optionalField('City', 100),
  ad_zip: optionalField('Zip', 12),
  /** A public Google calendar id, as the member profile's `calendar`. */
  ad_calendar: optionalField('Google Calendar ID', 300),
  ad_website: optionalUrl('Website'),
  ad_social_link: optionalUrl('Social Link'),
  ad_content: requiredText(AD_MESSAGES.content, 'Message', AD_REQUEST_CONTENT_MAX),
});
export type AdvertiserForm = z.input<typeof AdvertiserFormSchema>;

/** Body of POST /api/advertise: the form and the bot-check token. */
export const AdvertiserBodySchema = AdvertiserFormSchema.extend({ token: botCheckTokenField }).strict();
export type AdvertiserBody = z.infer<typeof AdvertiserBodySchema>;

/** A request as the studio's Ads section lists it: what the business sent, when, and whether the board has answered it. */
export const AdRequestSchema = z.object({
  id: z.number().int(),
  ad_company: z.string(),
  ad_email: z.string(),
  ad_phoneNumber: z.string().nullable(),
  ad_address: z.string().nullable(),
  ad_city: z.string().nullable(),
  ad_zip: z.string().nullable(),
  ad_calendar: z.string().nullable(),
  ad_website: z.string().nullable(),
  ad_social_link: z.string().nullable(),
  ad_content: z.string(),
  created_at: z.string(),
  /** When someone in the studio marked it answered, and who; null while it waits. */
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
});
export type AdRequest = z.infer<typeof AdRequestSchema>;
export const AdRequestsSchema = z.array(AdRequestSchema);

/** Body of POST /api/studio/ads/requests/answered: marks a request answered, or open again (the undo). */
export const AdRequestAnsweredBodySchema = z
  .object({
    id: z.coerce.number({ error: 'id is required' }).int().positive().max(2_147_483_647),
    answered: z.boolean({ error: 'answered must be true or false' }),
  })
  .strict();
export type AdRequestAnsweredBody = z.infer<typeof AdRequestAnsweredBodySchema>;
