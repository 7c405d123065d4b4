/** @jest-environment node */
import { emailField } from '../api/schemas/account';
import { emailProblem } from './email';

describe('emailProblem', () => {
  const addresses = [
    '',
    '   ',
    'ann@example.com',
    '  ann@example.com  ',
    'ann@example',
    'ann@@example.com',
    'ann@example.museum',
    `${'a'.repeat(250)}@x.io`,
    'a.b+c@sub.example.org',
  ];

  it.each(addresses)('agrees with the emailField schema on %j', (address) => {
    const parsed = emailField.safeParse(address);
    expect(emailProblem(address)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
  });

  it('gives the spec messages', () => {
    expect(emailProblem(' ')).toBe('Email is required');
    expect(emailProblem('ann@')).toBe('Invalid email address');
    expect(emailProblem('ann@example.com')).toBeNull();
  });
});
