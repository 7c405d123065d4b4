import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SupportFormSchema, type SupportForm as SupportFormValues } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { buttonClass } from '@valley/shared/ui/button';
import { TextAreaField, TextField } from '../../../components/fields';
import { PostForm, SubmitButton } from '../../../components/post-form';
import { errorText, RESULT_TOAST_MS } from '../../../lib/notices';
import { useBotCheck } from '../../../lib/use-bot-check';
import { useSendSupportMessage } from '../api/send-support-message';
import styles from '../../../components/account-card.module.css';

export const SUPPORT_RECEIVED = 'Avalbl support received your message!';

/** /support: the 'Need Help' form, e-mail and message, protected by the bot check. */
export function SupportForm() {
  const id = useId();
  const send = useSendSupportMessage();
  const solveBotCheck = useBotCheck();
  const [received, setReceived] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportFormValues>({ resolver: zodResolver(SupportFormSchema), defaultValues: { email: '', content: '' } });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const token = await solveBotCheck();
      await send.trigger({ ...form, token });
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
      return;
    }
    notify.success(SUPPORT_RECEIVED, { duration: RESULT_TOAST_MS });
    setReceived(true);
    reset();
  });

  return (
    <PostForm className={styles.card} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Need Help
      </h1>
      <p className={styles.intro}>Tell us what you need and we will answer by e-mail.</p>
      {received ? (
        <p className={styles.status} role="status">
          {SUPPORT_RECEIVED}
        </p>
      ) : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextAreaField label="Message" error={errors.content?.message} {...register('content')} />
      <SubmitButton className={buttonClass('primary', styles.submit)} pending={isSubmitting}>
        Send
      </SubmitButton>
    </PostForm>
  );
}
