// The e-mail rule of every form, without zod: the footer's and the booking block's one-field forms
// check it on the first screen, where loading zod for one field would cost more than the field.
// `emailField` (schemas/account.ts) is the same rule for the API and the member forms; a test
// runs both on the same addresses (email.test.ts).

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;

/** The spec's message for an address (member-area §5), or null when it is valid. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Invalid email address';
  return null;
}
