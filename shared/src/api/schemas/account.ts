import { EMAIL_PATTERN } from '../../lib/email';
import { z } from './zod';
import { atMostMessage, isWebAddress, optionalText, RICH_TEXT_MAX_HTML, richTextLimitProblem, webAddressMessage, withWebScheme } from './common';

/** member-area §5: letters, digits and ._%+- before the @, a domain, and a 2–4 letter ending. */
export { EMAIL_PATTERN };

export const emailField = z
  .string()
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Invalid email address')
  .regex(EMAIL_PATTERN, 'Invalid email address');
export const passwordField = z
  .string()
  .min(1, { error: 'Password is required', abort: true })
  .min(6, 'Must be 6 characters or more')
  .max(200, 'Password is too long');

/** The sign-in form (member-area §2 /login, §5 messages). */
export const LoginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** The device token a sign-in answered for this account: its client keeps its own failure budget, so guessing elsewhere cannot lock it out (decision 030). */
const deviceTokenField = z.string().max(200, 'The device token is not valid');

/** The token of a mailed sign-in link (`/login?link=…`): this sign-in gets a budget of its own, whatever locks the account (decision 075). */
const signInLinkField = z.string().max(200, 'The sign-in link is not valid');

/** Body of POST /api/login: the username is the e-mail; device_token and sign_in_link are optional. */
export const LoginBodySchema = z
  .object({ username: emailField, password: passwordField, device_token: deviceTokenField.optional(), sign_in_link: signInLinkField.optional() })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  device_token: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What a throttled call (429) tells the member; the wait is the answer's Retry-After, in whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Body of POST /api/login/link: mails the account a sign-in link (decision 075); the same answer whether or not it exists. */
export const SignInLinkBodySchema = z.object({ email: emailField }).strict();
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;

/** Body of POST /contacts/create: a newsletter sign-up. */
export const ContactBodySchema = z.object({ email: emailField }).strict();
export type ContactBody = z.infer<typeof ContactBodySchema>;

// ---------- registration, reset, support, sharing (member-area §3, §5) ----------

/** Roles a visitor may pick when registering (member-area §2); 'Board' is never self-chosen. */
export const REGISTER_ROLES = ['Visitor', 'Local', 'Destination'] as const;
export const RegisterRoleSchema = z.enum(REGISTER_ROLES, { error: 'Interest is required' });
export type RegisterRole = z.infer<typeof RegisterRoleSchema>;

export const MemberRoleSchema = z.enum(['Visitor', 'Local', 'Destination', 'Board']);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/** A required line of text: the spec's message when missing or blank. */
const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `${message.replace(/ is required$/, '')} is too long (${max} characters at most)`);

/** The proof-of-work token (`challenge:nonce`) from `@valley/shared/bot-check`'s solveChallenge; the server checks it, the client never types it. */
export const botCheckTokenField = z
  .string({ error: 'Bot check is required: solve a challenge from /api/bot-check/challenge' })
  .trim()
  .min(1, { error: 'Bot check is required: solve a challenge from /api/bot-check/challenge', abort: true })
  .max(400, 'Bot check failed: the token is not valid');

/** The registration form (member-area §2 /register). The form's default role is Visitor. */
export const RegisterFormSchema = z.object({
  role: RegisterRoleSchema,
  firstname: requiredText('First Name is required'),
  lastname: requiredText('Last Name is required'),
  email: emailField,
  password: passwordField,
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** Body of POST /api/register: the form plus the bot-check token. */
export const RegisterBodySchema = RegisterFormSchema.extend({ token: botCheckTokenField }).strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The same answer whether or not the address was already registered (no enumeration). */
export const RegisterResponseSchema = z.object({ status: z.literal('OK'), message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** The forgot-password form (/forgot) and the body of POST /users/forgot. */
export const ForgotFormSchema = z.object({ email: emailField });
export type ForgotForm = z.infer<typeof ForgotFormSchema>;
export const ForgotBodySchema = ForgotFormSchema.strict();
export type ForgotBody = z.infer<typeof ForgotBodySchema>;

const PASSWORDS_MUST_MATCH = 'Password and Confirm Password must match.';
const passwordsMatch = (value: { newPassword: string; confirmPassword: string }) => value.newPassword === value.confirmPassword;

/** The reset form (/reset/{token}): new and confirm password. */
export const ResetFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: passwordField })
  .refine(passwordsMatch, { error: PASSWORDS_MUST_MATCH, path: ['confirmPassword'] });
export type ResetForm = z.infer<typeof ResetFormSchema>;

/**
 * Body of PUT /users/forgot: `oldPassword` is empty or absent in the forgot flow and must be the current password when sent;
 * `forgotToken` is the token of the mailed /reset/{token} link.
 */
export const ResetBodySchema = z
  .object({
    oldPassword: z.string().max(200, 'Password is too long').nullable().optional(),
    newPassword: passwordField,
    confirmPassword: passwordField,
    forgotToken: z
      .string({ error: 'The password reset link is not valid' })
      .trim()
      .min(1, { error: 'The password reset link is not valid', abort: true })
      .max(200, 'The password reset link is not valid'),
  })
  .strict()
  .refine(passwordsMatch, { error: PASSWORDS_MUST_MATCH, path: ['confirmPassword'] });
export type ResetBody = z.infer<typeof ResetBodySchema>;

/** The 'Need Help' form (/support). */
export const SupportFormSchema = z.object({
  email: emailField,
  content: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .max(5000, 'Message is too long (5000 characters at most)'),
});
export type SupportForm = z.infer<typeof SupportFormSchema>;
export const SupportBodySchema = SupportFormSchema.extend({ token: botCheckTokenField }).strict();
export type SupportBody = z.infer<typeof SupportBodySchema>;

/** The e-mail-the-link form of the share dialog. */
export const ShareFormSchema = z.object({ email: emailField });
export type ShareForm = z.infer<typeof ShareFormSchema>;
/** Body of POST /api/share/link: the link must be a page of the public site. */
export const ShareBodySchema = z
  .object({
    url: z.string({ error: 'Link is required' }).trim().min(1, { error: 'Link is required', abort: true }).max(2000, 'Link is too long'),
    email: emailField,
  })
  .strict();
export type ShareBody = z.infer<typeof ShareBodySchema>;

// ---------- the member (member-area §3 User) ----------

export const INTERESTS = ['Eat', 'Stay', 'Explore'] as const;
export const InterestSchema = z.enum(INTERESTS);
export type Interest = z.infer<typeof InterestSchema>;

/** member-area §3 User, plus the role. Images are absolute URLs; new_image is always null on read. */
export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: MemberRoleSchema,
  phone: optionalText,
  city: optionalText,
  zip_code: optionalText,
  state: optionalText,
  country: optionalText,
  company_name: optionalText,
  company_address: optionalText,
  company_city: optionalText,
  company_zip: optionalText,
  company_content: optionalText,
  company_image: optionalText,
  website: optionalText,
  social_link: optionalText,
  calendar: optionalText,
  img: optionalText,
  new_image: z.null(),
  /** When the profile wizard was first saved (ISO time); null shows the wizard. */
  profile_started: optionalText,
  interests_list: z.array(InterestSchema),
});
export type User = z.infer<typeof UserSchema>;

/** member-area §9: 999-999-9999. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/** An optional profile text: absent leaves it as it is, '' or null clears it. */
const profileText = (label: string, max = 200) => z.string().trim().max(max, atMostMessage(label, max)).nullable().optional();
const profilePhone = (label = 'Phone Number') =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), `${label} must look like 999-999-9999`)
    .nullable()
    .optional();
const profileUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, atMostMessage(label, 500))
    .transform(withWebScheme)
    .refine((value) => value === '' || isWebAddress(value), webAddressMessage(label))
    .nullable()
    .optional();
const profileCode = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^[A-Za-z]{2}$/.test(value), `${label} must be a two-letter code`)
    .nullable()
    .optional();
/** An image field: a new upload (data URL; over 5,000,000 bytes is refused), the stored image sent back unchanged, or ''/null to remove it. */
const profileImage = z.string().max(7_000_000, 'File is too big!').nullable().optional();

/** The member's business (the wizard's Destination step, Edit My Profile): it fills in their first 'Add a Destination'. */
const businessFields = {
  company_name: profileText('Business Name'),
  company_address: profileText('Business Address'),
  company_city: profileText('Business City', 100),
  company_zip: profileText('Business Zip', 12),
  /** Rich text; sanitised on the server. */
  company_content: z
    .string()
    .max(RICH_TEXT_MAX_HTML, atMostMessage('About the Business', RICH_TEXT_MAX_HTML))
    .superRefine((html, context) => {
      const problem = richTextLimitProblem('About the Business', html);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional(),
  website: profileUrl('Website'),
  social_link: profileUrl('Social Link'),
  /** A public Google calendar id. */
  calendar: profileText('Google Calendar ID', 300),
};

/** Body of POST /api/profile/update (member-area §3 profile payload). */
export const ProfileUpdateBodySchema = z
  .object({
    first_name: requiredText('First Name is required'),
    last_name: requiredText('Last Name is required'),
    email: emailField,
    phone: profilePhone(),
    city: profileText('City', 100),
    zip_code: profileText('Zip', 12),
    state: profileCode('State'),
    country: profileCode('Country'),
    new_image: profileImage,
    ...businessFields,
    company_image: profileImage,
    eat: z.boolean().optional(),
    stay: z.boolean().optional(),
    explore: z.boolean().optional(),
    /** Needed only when `email` differs from the current address (decision 030). */
    current_password: z.string().max(200, 'Password is too long').optional(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

/** A new sign-in address needs the current password (decision 030): the field's messages. */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';

/** The same address, as the API compares them. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The Edit My Profile drawer (member-area §3 dashboard form names). */
export const ProfileFormSchema = z.object({
  firstName: requiredText('First Name is required'),
  lastName: requiredText('Last Name is required'),
  email: emailField,
  phoneNumber: profilePhone(),
  city: profileText('City', 100),
  zip: profileText('Zip', 12),
  state: profileCode('State'),
  country: profileCode('Country'),
  image: z.string().nullable().optional(),
  new_image: profileImage,
  ...businessFields,
  /** Shown and needed only when the e-mail differs from the current one. */
  currentPassword: z.string().max(200, 'Password is too long').optional(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/**
 * The check a profile form adds for a member signed in as `currentEmail`: a new address comes with the current password in `field`.
 * Use as `schema.refine(...newEmailNeedsPassword(...))`.
 */
export const newEmailNeedsPassword = <F extends string>(
  currentEmail: string,
  field: F,
): [check: (form: { email: string } & { [K in F]?: string | null | undefined }) => boolean, params: { error: string; path: PropertyKey[] }] => [
  (form) => sameEmail(form.email, currentEmail) || Boolean(form[field]),
  { error: CURRENT_PASSWORD_REQUIRED, path: [field] },
];

/** The drawer's schema for a member signed in as `currentEmail`. */
export const profileFormFor = (currentEmail: string) => ProfileFormSchema.refine(...newEmailNeedsPassword(currentEmail, 'currentPassword'));

/** Body of POST /api/profile/interests: the Eat, Stay, Explore tiles; a missing one is left as it is. */
export const InterestsBodySchema = z.object({ eat: z.boolean().optional(), stay: z.boolean().optional(), explore: z.boolean().optional() }).strict();
export type InterestsBody = z.infer<typeof InterestsBodySchema>;

/** GET /api/bot-check/challenge: solve with `@valley/shared/bot-check`, send the result as `token`. */
export const BotCheckChallengeSchema = z.object({
  challenge: z.string(),
  /** Leading zero bits SHA-256(`challenge:nonce`) must have. */
  difficulty: z.number().int(),
  expires_at: z.string(),
});
export type BotCheckChallenge = z.infer<typeof BotCheckChallengeSchema>;
