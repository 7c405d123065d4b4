import { SupportFormSchema } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { TextAreaField, TextField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { RESULT_TOAST_MS } from '../../../lib/notices';
import { useBotCheckedForm } from '../../../lib/use-bot-check';
import { useSendSupportMessage } from '../api/send-support-message';

export const SUPPORT_RECEIVED = 'Avalbl support received your message!';

/** /support: the 'Need Help' form, e-mail and message, protected by the bot check. */
export function SupportForm() {
  const send = useSendSupportMessage();
  const { register, errors, card } = useBotCheckedForm({
    schema: SupportFormSchema,
    empty: { email: '', content: '' },
    send: send.trigger,
    body: (form, token) => ({ ...form, token }),
    onSent: () => notify.success(SUPPORT_RECEIVED, { duration: RESULT_TOAST_MS }),
  });

  return (
    <AccountCardForm title="Need Help" intro="Tell us what you need and we will answer by e-mail." {...card}>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextAreaField label="Message" error={errors.content?.message} {...register('content')} />
    </AccountCardForm>
  );
}
