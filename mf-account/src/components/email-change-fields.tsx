import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_EMAIL_HINT } from '../lib/email-change';
import { PasswordField, TextField } from './fields';

interface EmailChangeFieldsProps {
  email: UseFormRegisterReturn;
  currentPassword: UseFormRegisterReturn;
  /** The typed address differs from the member's: ask for the password and say when it takes effect. */
  changing: boolean;
  emailError?: string | undefined;
  currentPasswordError?: string | undefined;
}

/** The e-mail field of the profile forms, with the current password a new address needs (decision 030). */
export function EmailChangeFields({ email, currentPassword, changing, emailError, currentPasswordError }: EmailChangeFieldsProps) {
  return (
    <>
      <TextField label="Email" type="email" autoComplete="email" error={emailError} hint={changing ? NEW_EMAIL_HINT : undefined} {...email} />
      {changing ? (
        <PasswordField
          label="Current Password"
          toggleName="current password"
          autoComplete="current-password"
          error={currentPasswordError}
          {...currentPassword}
        />
      ) : null}
    </>
  );
}
