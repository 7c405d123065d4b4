import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@valley/shared/router';
import { ForgotFormSchema, type ForgotForm as ForgotFormValues } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { TextField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { paths } from '../../../config/paths';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { useRequestReset } from '../api/request-reset';

export const FORGOT_SENT = 'Check your email to complete the password reset process.';

/** /forgot: the e-mail that gets the reset link. The answer is the same for unknown addresses. */
export function ForgotForm() {
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
    <AccountCardForm
      title="Forgot Password"
      intro="Enter the e-mail of your account and we will send you a link to choose a new password."
      status={sent ? FORGOT_SENT : null}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Send Reset Link"
      links={<Link to={paths.login.href()}>Back to Sign In</Link>}
    >
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
    </AccountCardForm>
  );
}
