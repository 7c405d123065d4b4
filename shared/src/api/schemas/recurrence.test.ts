/** @jest-environment node */
import { EventSchema } from './event';
import { MemberEventSchema } from './member';
import { normaliseRecurrence, RECURRENCE_FIELDS, recurrenceFields, recurrenceOf, RecurrenceSchema, type Recurrence } from './recurrence';

const recurrenceKeys = (shape: object) => Object.keys(shape).filter((key) => key === 'recurrence' || key.startsWith('r_'));

describe('the recurrence fields are stated once (decision 035)', () => {
  it('every answer carries exactly the fields of RecurrenceFieldsSchema', () => {
    expect(recurrenceKeys(EventSchema.shape)).toEqual([...RECURRENCE_FIELDS]);
    expect(recurrenceKeys(MemberEventSchema.shape)).toEqual([...RECURRENCE_FIELDS]);
  });
});

describe('a rule and its flat fields', () => {
  const start = { year: 2027, month: 6, day: 5 };
  const rules: Recurrence[] = [
    { kind: 'none' },
    { kind: 'daily', interval: 3, end: { kind: 'never' } },
    { kind: 'weekly', interval: 2, days: ['Mon', 'Sat'], end: { kind: 'count', count: 6 } },
    { kind: 'monthly', interval: 1, on: { by: 'day', day: 31 }, end: { kind: 'until', date: '2028-01-31' } },
    { kind: 'monthly', interval: 2, on: { by: 'weekday', occurrence: 'Last', weekday: 'Weekend Day' }, end: { kind: 'never' } },
    { kind: 'yearly', month: 2, on: { by: 'day', day: 29 }, end: { kind: 'never' } },
    { kind: 'yearly', month: 9, on: { by: 'weekday', occurrence: 'Second', weekday: 'Saturday' }, end: { kind: 'count', count: 3 } },
  ];

  it.each(rules)('reads back what it writes: %j', (rule) => {
    expect(RecurrenceSchema.parse(rule)).toEqual(rule);
    const fields = recurrenceFields(rule);
    expect(recurrenceOf(fields, start)).toEqual(rule);
    expect(normaliseRecurrence(fields)).toEqual(fields);
  });

  it('refuses rules that never happen', () => {
    expect(RecurrenceSchema.safeParse({ kind: 'yearly', month: 2, on: { by: 'day', day: 30 }, end: { kind: 'never' } }).error?.issues[0]?.message).toBe(
      'February has no day 30: choose a day from 1 to 29',
    );
    expect(RecurrenceSchema.safeParse({ kind: 'weekly', interval: 0, days: ['Mon'], end: { kind: 'never' } }).success).toBe(false);
    expect(RecurrenceSchema.safeParse({ kind: 'weekly', interval: 1, days: [], end: { kind: 'never' } }).success).toBe(false);
  });
});
