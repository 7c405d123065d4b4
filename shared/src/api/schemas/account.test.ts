/** @jest-environment node */
import { LoginFormSchema } from './account';

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
