import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SupportFormSchema, type SupportForm as SupportFormValues } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { TextAreaField, TextField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { RESULT_TOAST_MS } from '../../../lib/notices';
import { useBotCheckedSend } from '../../../lib/use-bot-check';
import { useSendSupportMessage } from '../api/send-support-message';

export const SUPPORT_RECEIVED = 'Avalbl support received your message!';

/** /support: the 'Need Help' form, e-mail and message, protected by the bot check. */
export function SupportForm() {
  const send = useSendSupportMessage();
  const { received, submit } = useBotCheckedSend(send.trigger);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportFormValues>({ resolver: zodResolver(SupportFormSchema), defaultValues: { email: '', content: '' } });

  const onSubmit = handleSubmit(async (form) => {
    if (!(await submit((token) => ({ ...form, token })))) return;
    notify.success(SUPPORT_RECEIVED, { duration: RESULT_TOAST_MS });
    reset();
  });

  return (
    <AccountCardForm
      title="Need Help"
      intro="Tell us what you need and we will answer by e-mail."
      status={received}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Send"
    >
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextAreaField label="Message" error={errors.content?.message} {...register('content')} />
    </AccountCardForm>
  );
}
