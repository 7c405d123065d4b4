// The e-mail rule of every form, without zod, for the first screen's one-field forms, where loading zod would cost more than the field.
// `emailField` (schemas/account.ts) is the same rule for the API and member forms; email.test.ts runs both on the same addresses.

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;

/** The spec's message for an address (member-area §5), or null when it is valid. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Invalid email address';
  return null;
}
