/** Event times are New York wall-clock times (the API's and the recurrence engine's zone). */
const TIME_ZONE = 'America/New_York';

const dateTime = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

const valid = (value: string) => !Number.isNaN(new Date(value).getTime());

/** 'Sat, May 1, 2027, 5:00 PM' */
export const formatDateTime = (iso: string) => (valid(iso) ? dateTime.format(new Date(iso)) : iso);

/** 'May 1, 2027'; a bare 'YYYY-MM-DD' is read as that calendar day. */
export const formatDate = (value: string) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00-05:00` : value;
  return valid(day) ? dateOnly.format(new Date(day)) : value;
};

/** The 'YYYY-MM-DDTHH:mm' of a datetime-local input for an ISO time with an offset ('2027-05-01T17:00:00-04:00'). */
export const toLocalInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');
