import { z } from '../../../lib/zod';
import type { MemberTip } from '@valley/shared/schemas/member';

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'must be a web address (https://…)');

/**
 * The API's TipPayloadSchema checks the title after the other fields; the form checks all three required fields at once,
 * with the same §5 messages, so a member sees every problem in one go.
 */
export const TipFormSchema = z.object({
  tip_title: z.string().trim().min(1, 'Title is required').max(200, 'must be at most 200 characters'),
  tip: z.string().max(100_000, 'is too long').refine(hasText, 'Tip information is required'),
  destination: z.coerce.number({ error: 'Destination is required' }).int('Destination is required').positive('Destination is required'),
  website: optionalUrl,
  social_link: optionalUrl,
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
