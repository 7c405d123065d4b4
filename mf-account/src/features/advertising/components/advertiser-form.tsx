import type { z } from 'zod';
import { AdvertiserFormSchema } from '@valley/shared/schemas/advertising';
import { Link } from '@valley/shared/router';
import { AccountCardForm } from '../../../components/account-card';
import { TextAreaField, TextField } from '../../../components/fields';
import { PhoneField } from '../../../components/phone-field';
import { paths } from '../../../config/paths';
import { useBotCheckedForm } from '../../../lib/use-bot-check';
import { useSendAdRequest } from '../api/send-ad-request';

type Input = z.input<typeof AdvertiserFormSchema>;
const EMPTY: Input = {
  ad_company: '',
  ad_email: '',
  ad_phoneNumber: '',
  ad_address: '',
  ad_city: '',
  ad_zip: '',
  ad_calendar: '',
  ad_website: '',
  ad_social_link: '',
  ad_content: '',
};

/**
 * The advertiser form (member-area §3, decision 094): a business tells the board about itself and the ad it has in mind; the bot check
 * is solved when it is sent. The request waits in the studio's Ads section and is mailed to the board.
 */
export function AdvertiserForm() {
  const send = useSendAdRequest();
  const { register, errors, card } = useBotCheckedForm({
    schema: AdvertiserFormSchema,
    empty: EMPTY,
    send: send.trigger,
    body: (form, token) => ({ ...form, token }),
  });

  return (
    <AccountCardForm
      title="Advertise with Us"
      intro="Put your business in front of visitors planning their stay: ads on the home page, the listings and the Dispatch. Tell us about your business and what you have in mind, and the tourism board will answer by e-mail."
      {...card}
      links={
        <span>
          Not listed yet? <Link to={paths.register.href()}>List your business for free</Link>
        </span>
      }
    >
      <TextField label="Business Name" autoComplete="organization" error={errors.ad_company?.message} {...register('ad_company')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.ad_email?.message} {...register('ad_email')} />
      <PhoneField label="Phone Number (optional)" error={errors.ad_phoneNumber?.message} registration={register('ad_phoneNumber')} />
      <TextField label="Address (optional)" autoComplete="street-address" error={errors.ad_address?.message} {...register('ad_address')} />
      <TextField label="City (optional)" autoComplete="address-level2" error={errors.ad_city?.message} {...register('ad_city')} />
      <TextField label="Zip (optional)" autoComplete="postal-code" inputMode="numeric" error={errors.ad_zip?.message} {...register('ad_zip')} />
      <TextField label="Website (optional)" type="url" autoComplete="url" error={errors.ad_website?.message} {...register('ad_website')} />
      <TextField label="Social Link (optional)" type="url" error={errors.ad_social_link?.message} {...register('ad_social_link')} />
      <TextField
        label="Google Calendar ID (optional)"
        hint="A public calendar of your events, if you have one."
        error={errors.ad_calendar?.message}
        {...register('ad_calendar')}
      />
      <TextAreaField
        label="Message"
        rows={5}
        hint="Which ads, when, and anything we should know."
        error={errors.ad_content?.message}
        {...register('ad_content')}
      />
    </AccountCardForm>
  );
}
