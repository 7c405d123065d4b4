import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@valley/shared/router';
import { REGISTER_ROLES, RegisterFormSchema, type RegisterForm } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { PasswordField, TextField } from '../../../components/fields';
import { AccountCardForm } from '../../../components/account-card';
import { paths } from '../../../config/paths';
import { AUTH_TOAST_MS, errorStatus, errorText } from '../../../lib/notices';
import { useBotCheck } from '../../../lib/use-bot-check';
import { useRegisterMember } from '../api/register-member';
import { useProductName } from '../api/use-product-name';
import fields from '../../../components/fields.module.css';
import styles from '../../../components/account-card.module.css';

export const REGISTERED_MESSAGE = 'Please check your email to activate your account!';
export const REGISTRATION_FAILED = 'Registration error, could be you already registered with that email or something else';

/** /register; the member is not signed in afterwards: the mailed link activates the account (member-area §2). */
export function RegistrationForm() {
  const id = useId();
  const registerMember = useRegisterMember();
  const solveBotCheck = useBotCheck();
  const product = useProductName();
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { role: 'Visitor', firstname: '', lastname: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const token = await solveBotCheck();
      await registerMember.trigger({ ...form, token });
    } catch (error) {
      // No answer at all: say what went wrong; any refusal gets the spec's one message (§8).
      notify.error(errorStatus(error) === 0 ? errorText(error) : REGISTRATION_FAILED, { duration: AUTH_TOAST_MS });
      return;
    }
    notify.success(REGISTERED_MESSAGE, { duration: AUTH_TOAST_MS });
    setRegisteredAs(form.email);
  });

  if (registeredAs) {
    return (
      <section className={styles.card} aria-labelledby={`${id}-done`}>
        <h1 id={`${id}-done`} className={styles.title}>
          Almost there
        </h1>
        <p className={styles.status} role="status">
          {REGISTERED_MESSAGE}
        </p>
        <p className={styles.intro}>We sent the activation link to {registeredAs}. Open it, then sign in.</p>
        <p className={styles.links}>
          <Link to={paths.login.href()}>Go to Sign In</Link>
        </p>
      </section>
    );
  }

  return (
    <AccountCardForm
      title="Create an Account"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Register"
      links={
        <span>
          Already a member? <Link to={paths.login.href()}>Sign In</Link>
        </span>
      }
    >
      <fieldset className={fields.choices} aria-describedby={errors.role ? `${id}-role-error` : undefined}>
        <legend>I am a</legend>
        {REGISTER_ROLES.map((role) => (
          <label key={role} className={styles.role}>
            <input type="radio" value={role} {...register('role')} />
            {product} {role}
          </label>
        ))}
        {errors.role ? (
          <p id={`${id}-role-error`} className={styles.problem} role="alert">
            {errors.role.message}
          </p>
        ) : null}
      </fieldset>
      <TextField label="First Name" autoComplete="given-name" error={errors.firstname?.message} {...register('firstname')} />
      <TextField label="Last Name" autoComplete="family-name" error={errors.lastname?.message} {...register('lastname')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
    </AccountCardForm>
  );
}
