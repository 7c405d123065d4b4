import { z } from '../../../lib/zod';
import { atMostMessage, isWebAddress, richTextHasText, richTextLimitProblem, webAddressMessage, withWebScheme } from '@valley/shared/schemas/common';
import { MAX_TEXT, type MemberTip } from '@valley/shared/schemas/member';

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, atMostMessage(label, 500))
    .transform(withWebScheme)
    .refine((value) => value === '' || isWebAddress(value), webAddressMessage(label));

/**
 * The API's TipPayloadSchema checks the title after the other fields; the form checks all three required fields at once,
 * with the same §5 messages, so a member sees every problem in one go.
 */
export const TipFormSchema = z.object({
  tip_title: z.string().trim().min(1, 'Title is required').max(MAX_TEXT, atMostMessage('Title', MAX_TEXT)),
  tip: z
    .string()
    .refine(richTextHasText, { error: 'Tip information is required', abort: true })
    .superRefine((html, context) => {
      const problem = richTextLimitProblem('Tip', html);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  destination: z.coerce.number({ error: 'Destination is required' }).int('Destination is required').positive('Destination is required'),
  website: optionalUrl('Website'),
  social_link: optionalUrl('Social Link'),
});
export type TipFormInput = z.input<typeof TipFormSchema>;
export type TipFormOutput = z.output<typeof TipFormSchema>;

export const emptyTip = (destination?: number | null): TipFormInput => ({
  tip_title: '',
  tip: '',
  destination: destination ? String(destination) : '',
  website: '',
  social_link: '',
});

export const tipValues = (tip: MemberTip): TipFormInput => ({
  tip_title: tip.title,
  tip: tip.tip,
  destination: tip.destination_id ? String(tip.destination_id) : '',
  website: tip.website ?? '',
  social_link: tip.social_link ?? '',
});
