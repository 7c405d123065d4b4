import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '@valley/shared/api/swr';
import { LoginFormSchema, type LoginForm } from '@valley/shared/schemas/account';
import { useAuthStore } from '@valley/shared/stores/auth';
import { paths } from '../../../config/paths';
import styles from './sign-in-form.module.css';

const AUTH_TOAST_MS = 6000;

/** The sign-in form: e-mail, password with show/hide, links to the reset page and to registration. */
export function SignInForm() {
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const client = useApiClient();
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { access_token } = await client.call('login', { body: { username: email, password } });
      if (!access_token) {
        toast.error('Something went wrong', { duration: AUTH_TOAST_MS });
        return;
      }
      signIn(access_token);
      toast.success('Logged in successfully', { duration: AUTH_TOAST_MS });
      navigate(paths.profile.href());
    } catch {
      toast.error('Wrong password or account is not activated', { duration: AUTH_TOAST_MS });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Sign In</h1>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        aria-invalid={Boolean(errors.email)}
        aria-describedby={errors.email ? `${id}-email-error` : undefined}
        {...register('email')}
      />
      {errors.email ? (
        <p id={`${id}-email-error`} className={styles.error} role="alert">
          {errors.email.message}
        </p>
      ) : null}
      <label htmlFor={`${id}-password`}>Password</label>
      <div className={styles.passwordRow}>
        <input
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register('password')}
        />
        <button type="button" className={styles.toggle} onClick={() => setShowPassword((value) => !value)} aria-pressed={showPassword}>
          {showPassword ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {errors.password ? (
        <p id={`${id}-password-error`} className={styles.error} role="alert">
          {errors.password.message}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Saving' : 'Sign In'}
      </button>
      <p className={styles.links}>
        <Link to={paths.forgot.href()}>Forgot your password?</Link>
        <Link to={paths.register.href()}>Create an account</Link>
      </p>
    </form>
  );
}
