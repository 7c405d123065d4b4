import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@valley/shared/router';
import { ResetFormSchema, type ResetForm as ResetFormValues } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { PasswordField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { paths } from '../../../config/paths';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { useResetPassword } from '../api/reset-password';

export const PASSWORD_RESET = 'Password reset successfully! Login again please.';

/** /reset/{token}: new and confirm password (each with show/hide), then /login (member-area §2). */
export function ResetForm({ token }: { token: string }) {
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
    <AccountCardForm
      title="Reset Password"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Reset Password"
      links={<Link to={paths.forgot.href()}>Ask for a new link</Link>}
    >
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
    </AccountCardForm>
  );
}
