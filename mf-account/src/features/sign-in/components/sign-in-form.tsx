import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@valley/shared/router';
import { LoginFormSchema, type LoginForm, tooManyAttempts } from '@valley/shared/schemas/account';
import { useAuthStore } from '@valley/shared/stores/auth';
import { notify } from '@valley/shared/ui/toast';
import { PasswordField, TextField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { paths } from '../../../config/paths';
import { emailLinkNote } from '../../../lib/email-change';
import { AUTH_TOAST_MS, errorStatus, errorText } from '../../../lib/notices';
import { useLogIn } from '../api/log-in';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { useSignInReason } from '../api/use-sign-in-reason';
import styles from '../../../components/account-card.module.css';

/** What the activation link's redirect (?activated=1 / ?activation=expired) means for the member. */
const ACTIVATION_NOTES: Record<string, { text: string; problem: boolean }> = {
  activated: { text: 'Your account is active. Sign in below.', problem: false },
  expired: { text: 'That activation link is no longer valid. Register again to get a new one.', problem: true },
};

const LOGIN_FAILED = 'Wrong password or account is not activated';

/** The page opened from a mailed sign-in link (`/login?link=…`, decision 075). */
const LINK_NOTE = { text: 'Sign in with your password below: the link we e-mailed lets this browser in even while the account is locked.', problem: false };
const OFFER_LINK = 'Is this your account? We can e-mail you a link that lets this browser sign in now.';

/**
 * A throttled sign-in says how long to wait (from Retry-After), never that the password was wrong; a sign-in link that no longer works
 * says so (the server's words).
 */
function signInFailure(error: unknown): string {
  if (errorStatus(error) === 400) return errorText(error, LOGIN_FAILED);
  if (errorStatus(error) !== 429) return LOGIN_FAILED;
  const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
  return tooManyAttempts(typeof retryAfter === 'number' ? retryAfter : 60);
}

/** The sign-in form: e-mail, password with show/hide, links to the reset page and to registration. */
export function SignInForm() {
  const logIn = useLogIn();
  const sendLink = useSendSignInLink();
  // After a 429 the member may ask for a sign-in link instead of waiting (decision 075).
  const [locked, setLocked] = useState(false);
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const reason = useSignInReason();
  const link = search.get('link');
  const activation =
    (search.get('activated') === '1' ? ACTIVATION_NOTES.activated : search.get('activation') === 'expired' ? ACTIVATION_NOTES.expired : undefined) ??
    emailLinkNote(search.get('email')) ??
    (link ? LINK_NOTE : undefined);
  const {
    register,
    handleSubmit,
    trigger: validate,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    let token: string;
    try {
      token = await logIn.trigger({ email, password, link });
    } catch (error) {
      setLocked(errorStatus(error) === 429);
      notify.error(signInFailure(error), { duration: AUTH_TOAST_MS });
      return;
    }
    if (!token) {
      notify.error('Something went wrong', { duration: AUTH_TOAST_MS });
      return;
    }
    signIn(token);
    notify.success('Logged in successfully', { duration: AUTH_TOAST_MS });
    navigate(paths.profile.href());
  });

  const onSendLink = async () => {
    if (!(await validate('email'))) return;
    try {
      const { message } = await sendLink.trigger({ email: getValues('email') });
      notify.success(message, { duration: AUTH_TOAST_MS });
    } catch (error) {
      notify.error(signInFailure(error), { duration: AUTH_TOAST_MS });
    }
  };

  return (
    <AccountCardForm
      title="Sign In"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Sign In"
      afterSubmit={
        locked && !link ? (
          <p className={styles.intro}>
            {OFFER_LINK}{' '}
            <button type="button" className={styles.inline} onClick={() => void onSendLink()} disabled={sendLink.isMutating}>
              {sendLink.isMutating ? 'Saving' : 'E-mail me a sign-in link'}
            </button>
          </p>
        ) : null
      }
      links={
        <>
          <Link to={paths.forgot.href()}>Forgot your password?</Link>
          <Link to={paths.register.href()}>Create an account</Link>
        </>
      }
    >
      {activation ? (
        <p className={activation.problem ? styles.problem : styles.status} role="status">
          {activation.text}
        </p>
      ) : null}
      {reason ? (
        <p className={styles.status} role="status">
          {reason}
        </p>
      ) : null}
      <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
    </AccountCardForm>
  );
}
