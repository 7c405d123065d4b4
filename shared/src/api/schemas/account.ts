import { z } from 'zod';

/** member-area §5: letters, digits and ._%+- before the @, a domain, and a 2–4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export const emailField = z.string().trim().min(1, { error: 'Email is required', abort: true }).max(254, 'Invalid email address').regex(EMAIL_PATTERN, 'Invalid email address');
export const passwordField = z.string().min(1, { error: 'Password is required', abort: true }).min(6, 'Must be 6 characters or more').max(200, 'Password is too long');

/** The sign-in form (member-area §2 /login, §5 messages). */
export const LoginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Body of POST /api/login: the username is the e-mail. */
export const LoginBodySchema = z.object({ username: emailField, password: passwordField }).strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Body of POST /contacts/create: a newsletter sign-up. */
export const ContactBodySchema = z.object({ email: emailField }).strict();
export type ContactBody = z.infer<typeof ContactBodySchema>;
