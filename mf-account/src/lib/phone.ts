/**
 * The phone mask 999-999-9999 (member-area §9): digits only, dashes placed as the member types. A leading 1 of eleven digits is the
 * country code (no area code starts with 1) and goes; any other extra digit stays, so the form says the number is too long instead of
 * dropping a digit the member typed (issue 46).
 */
export function maskPhone(value: string): string {
  const typed = value.replace(/\D/g, '');
  const digits = typed.length === 11 && typed.startsWith('1') ? typed.slice(1) : typed;
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
