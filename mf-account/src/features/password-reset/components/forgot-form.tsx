import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@valley/shared/router';
import { ForgotFormSchema, type ForgotForm as ForgotFormValues } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { buttonClass } from '@valley/shared/ui/button';
import { TextField } from '../../../components/fields';
import { PostForm, SubmitButton } from '../../../components/post-form';
import { paths } from '../../../config/paths';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { useRequestReset } from '../api/request-reset';
import styles from '../../../components/account-card.module.css';

export const FORGOT_SENT = 'Check your email to complete the password reset process.';

/** /forgot: the e-mail that gets the reset link. The answer is the same for unknown addresses. */
export function ForgotForm() {
  const id = useId();
  const requestReset = useRequestReset();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotFormValues>({ resolver: zodResolver(ForgotFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await requestReset.trigger(body);
    } catch (error) {
      notify.error(errorText(error), { duration: AUTH_TOAST_MS });
      return;
    }
    notify.success(FORGOT_SENT, { duration: AUTH_TOAST_MS });
    setSent(true);
  });

  return (
    <PostForm className={styles.card} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Forgot Password
      </h1>
      <p className={styles.intro}>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      {sent ? (
        <p className={styles.status} role="status">
          {FORGOT_SENT}
        </p>
      ) : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <SubmitButton className={buttonClass('primary', styles.submit)} pending={isSubmitting}>
        Send Reset Link
      </SubmitButton>
      <p className={styles.links}>
        <Link to={paths.login.href()}>Back to Sign In</Link>
      </p>
    </PostForm>
  );
}
