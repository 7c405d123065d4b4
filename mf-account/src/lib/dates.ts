import { dayKeyOf, formatDateTime as formatInstant, formatDay, instantOf } from '@valley/shared/time';

/** 'Sat, May 1, 2027, 5:00 PM' on New York clocks; the text itself when it is not a date. */
export const formatDateTime = (iso: string) => {
  const instant = instantOf(iso);
  return instant ? formatInstant(instant) : iso;
};

/** 'May 1, 2027'; a bare 'YYYY-MM-DD' is that calendar day. */
export const formatDate = (value: string) => {
  const instant = instantOf(value);
  return instant ? formatDay(dayKeyOf(instant), 'date') : value;
};
