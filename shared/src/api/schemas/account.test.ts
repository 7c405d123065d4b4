/** @jest-environment node */
import {
  ForgotFormSchema,
  LoginFormSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  RegisterFormSchema,
  ResetBodySchema,
  ResetFormSchema,
  SupportFormSchema,
} from './account';

const messages = (input: unknown) => LoginFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('LoginFormSchema messages (member-area §5)', () => {
  it('requires both fields', () => {
    expect(messages({ email: '', password: '' })).toEqual(['Email is required', 'Password is required']);
  });
  it('checks the address pattern and the password length', () => {
    expect(messages({ email: 'a@b', password: '12345' })).toEqual(['Invalid email address', 'Must be 6 characters or more']);
    expect(messages({ email: 'visitor@example.museum', password: '123456' })).toEqual(['Invalid email address']);
  });
  it('accepts a valid sign-in', () => {
    expect(messages({ email: 'visitor@happyvalley.com', password: 'nittany' })).toEqual([]);
  });
});

const issues = (schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } }, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('account form schemas (member-area §5 messages)', () => {
  it('registration: role, names, e-mail and password', () => {
    expect(issues(RegisterFormSchema, { role: '', firstname: '', lastname: ' ', email: '', password: '' })).toEqual([
      'Interest is required',
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
    ]);
    expect(issues(RegisterFormSchema, { role: 'Local', firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', password: 'secret' })).toEqual([]);
    expect(
      issues(RegisterBodySchema, { role: 'Board', firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', password: 'secret', token: 'x:1' }),
    ).toEqual(['Interest is required']);
  });

  it('reset: new and confirm must match', () => {
    expect(issues(ResetFormSchema, { newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual(['Password and Confirm Password must match.']);
    expect(issues(ResetBodySchema, { forgotToken: 'abc', newPassword: 'secret1', confirmPassword: 'secret1', oldPassword: '' })).toEqual([]);
  });

  it('support and forgot', () => {
    expect(issues(SupportFormSchema, { email: 'a@b.co', content: '   ' })).toEqual(['Message is required']);
    expect(issues(ForgotFormSchema, { email: 'nope' })).toEqual(['Invalid email address']);
  });

  it('profile: the phone mask and web addresses', () => {
    const base = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' };
    expect(issues(ProfileUpdateBodySchema, { ...base, phone: '814-555-1234', website: 'https://ann.example', social_link: '' })).toEqual([]);
    expect(issues(ProfileUpdateBodySchema, { ...base, phone: '8145551234', website: 'javascript:alert(1)' })).toEqual([
      'Phone Number must look like 999-999-9999',
      'Website: enter a web address, e.g. www.example.com or https://example.com',
    ]);
    expect(ProfileUpdateBodySchema.parse({ ...base, website: 'www.ann.example' }).website).toBe('https://www.ann.example');
    expect(issues(ProfileUpdateBodySchema, { ...base, company_name: 'A'.repeat(201) })).toEqual(['Business Name: at most 200 characters']);
  });
});
