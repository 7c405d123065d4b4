import type { z } from 'zod';
import { CORRECTION_FIELDS, CorrectionFormSchema } from '@valley/shared/schemas/correction';
import type { Destination } from '@valley/shared/schemas/destination';
import { Link } from '@valley/shared/router';
import { SelectField, TextAreaField, TextField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { publicPaths } from '../../../config/paths';
import { useBotCheckedForm } from '../../../lib/use-bot-check';
import { useSendCorrection } from '../api/send-correction';

type Input = z.input<typeof CorrectionFormSchema>;
const EMPTY: Input = { field: '' as Input['field'], suggestion: '', email: '' };

/**
 * A visitor's correction to a listing (decision 089): what is wrong, what it should be, an address to hear back at if they like; the
 * bot check is solved when it is sent. It goes to the listing's owner, and to the board if they do not act within a week.
 */
export function CorrectionForm({ destination }: { destination: Pick<Destination, 'id' | 'slug' | 'name'> }) {
  const send = useSendCorrection();
  const { register, errors, card } = useBotCheckedForm({
    schema: CorrectionFormSchema,
    empty: EMPTY,
    send: send.trigger,
    body: (form, token) => ({ ...form, email: form.email ?? '', destination: destination.id, token }),
  });

  return (
    <AccountCardForm
      title={`Suggest a correction to ${destination.name}`}
      intro="Something on its page out of date? Tell the people who keep it: its business first, and the tourism board."
      {...card}
      links={<Link to={publicPaths.destination(destination.slug)}>Back to {destination.name}</Link>}
    >
      <SelectField label="What is wrong" error={errors.field?.message} {...register('field')}>
        <option value="">Choose…</option>
        {Object.entries(CORRECTION_FIELDS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="What it should be" rows={4} error={errors.suggestion?.message} {...register('suggestion')} />
      <TextField
        label="Your email (optional)"
        type="email"
        autoComplete="email"
        hint="Only if you would like to hear back."
        error={errors.email?.message}
        {...register('email')}
      />
    </AccountCardForm>
  );
}
