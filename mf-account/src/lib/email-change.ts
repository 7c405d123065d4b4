import { errorText } from './notices';

// Changing the sign-in address (decision 030): the profile forms' texts, and what the confirmation redirect's `?email=` means.

/** Under the e-mail while it differs from the current one. */
export const NEW_EMAIL_HINT = 'Your new address takes effect once you open the link we email to it. Until then, sign in with your current one.';

/** After a save that asked for a new address. */
export const emailChangeNotice = (email: string) => `We sent a link to ${email}. Your new address takes effect once you open it.`;

/** The API names the field of a wrong or missing current password: 'current_password: …'. */
export function currentPasswordProblem(error: unknown): string | null {
  return /^current_password: (.+)$/.exec(errorText(error, ''))?.[1] ?? null;
}

export const EMAIL_LINK_NOTES: Record<string, { text: string; problem: boolean }> = {
  confirmed: { text: 'Your new email address is confirmed. Use it to sign in from now on.', problem: false },
  expired: { text: 'That email confirmation link is no longer valid. Change your email again in Edit My Profile to get a new one.', problem: true },
  taken: { text: 'That email address already has an account, so your address was not changed.', problem: true },
};

/** The note for the `email` query parameter the confirmation link lands with, if any. */
export const emailLinkNote = (value: string | null) => (value ? EMAIL_LINK_NOTES[value] : undefined);
