import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@valley/shared/router';
import { ResetFormSchema, type ResetForm as ResetFormValues } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { buttonClass } from '@valley/shared/ui/button';
import { PasswordField } from '../../../components/fields';
import { PostForm, SubmitButton } from '../../../components/post-form';
import { paths } from '../../../config/paths';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { useResetPassword } from '../api/reset-password';
import styles from '../../../components/account-card.module.css';

export const PASSWORD_RESET = 'Password reset successfully! Login again please.';

/** /reset/{token}: new and confirm password (each with show/hide), then /login (member-area §2). */
export function ResetForm({ token }: { token: string }) {
  const id = useId();
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormValues>({ resolver: zodResolver(ResetFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    try {
      await resetPassword.trigger({ oldPassword: null, newPassword, confirmPassword, forgotToken: token });
    } catch (error) {
      notify.error(errorText(error), { duration: AUTH_TOAST_MS });
      return;
    }
    notify.success(PASSWORD_RESET, { duration: AUTH_TOAST_MS });
    navigate(paths.login.href());
  });

  return (
    <PostForm className={styles.card} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Reset Password
      </h1>
      <PasswordField
        label="New Password"
        toggleName="new password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm Password"
        toggleName="confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton className={buttonClass('primary', styles.submit)} pending={isSubmitting}>
        Reset Password
      </SubmitButton>
      <p className={styles.links}>
        <Link to={paths.forgot.href()}>Ask for a new link</Link>
      </p>
    </PostForm>
  );
}
