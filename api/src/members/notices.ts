import type { ReservationPayload, ReviewKind } from '@valley/shared/schemas/member';
import type { Queryable } from '../db/db';
import { rulesFor, withinLimit } from '../auth/throttle';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One mail of plain lines: the text, and the same lines as HTML paragraphs. */
export const mailOf = (to: string, subject: string, lines: (string | null)[], kind: OutgoingMail['kind']): OutgoingMail => {
  const text = lines.filter((line): line is string => line !== null);
  return { to, subject, text: text.join('\n'), html: text.map((line) => `<p>${escape(line)}</p>`).join(''), kind };
};

type ReservationDetails = Pick<ReservationPayload, 'start_at' | 'end_at' | 'email' | 'phone' | 'reservation'>;

/** The request as every reservation mail repeats it. */
const reservationLines = (request: ReservationDetails) => [
  `From ${request.start_at.slice(0, 10)} to ${request.end_at.slice(0, 10)}`,
  `Guest e-mail: ${request.email}`,
  `Guest phone: ${request.phone}`,
  request.reservation ? `Message: ${request.reservation}` : null,
];

/**
 * A reservation request goes to the board, which forwards it to the destination (`forwardReservation`) or declines it with a reason
 * (member-area §1, decision 091). A Board address past its hourly cap gets no copy, since refusing the request would let a few members
 * close reservations for everyone (decision 030): the request still waits in the queue. The member gets a copy at their account's
 * address (activated, so nobody can mail a stranger through the form) saying what happens next.
 */
export async function notifyReservationRequest(
  db: Queryable,
  { destination, request, memberEmail }: { destination: { name: string }; request: ReservationDetails; memberEmail: string },
  now = new Date(),
): Promise<void> {
  const { rows } = await db.query<{ email: string }>(`select email from users where role = 'Board' order by id`);
  const lines = [
    `A reservation request for ${destination.name}:`,
    ...reservationLines(request),
    `Sent by the member ${memberEmail}.`,
    `Forward it to ${destination.name} from the Review tab of your profile, or decline it with a reason.`,
  ];
  for (const { email } of rows) {
    const [cap] = rulesFor('reservationBoardCopy', { recipient: email });
    if (cap && !(await withinLimit(db, cap, now))) continue;
    await enqueueMail(db, mailOf(email, `Reservation request: ${destination.name}`, lines, 'reservation'), now);
  }
  await enqueueMail(
    db,
    mailOf(
      memberEmail,
      `Your reservation request for ${destination.name}`,
      [
        `We received your reservation request for ${destination.name}. A copy is below.`,
        ...reservationLines(request),
        `The Happy Valley team forwards it to ${destination.name} and tells you when it has; they will answer you at ${request.email} or ${request.phone}. ` +
          'It is a request, not a booking: nothing is reserved until they confirm.',
      ],
      'reservation-copy',
    ),
    now,
  );
}

/**
 * The board forwards a request: the destination gets it at its address, with the member's and the guest's details. Answers false when
 * the destination has no address, and the board passes it on by phone.
 */
export async function forwardReservation(
  db: Queryable,
  { destination, request, memberEmail }: { destination: { name: string; email: string | null }; request: ReservationDetails; memberEmail: string },
  now = new Date(),
): Promise<boolean> {
  if (!destination.email) return false;
  const lines = [
    `A reservation request for ${destination.name}, forwarded by the Happy Valley team:`,
    ...reservationLines(request),
    `Sent by the member ${memberEmail}. Please answer the guest directly to confirm it or suggest other dates.`,
  ];
  await enqueueMail(db, mailOf(destination.email, `Reservation request: ${destination.name}`, lines, 'reservation'), now);
  return true;
}

const LABELS: Record<ReviewKind, string> = {
  destination: 'destination',
  event: 'event',
  tip: 'tip',
  itinerary: 'itinerary',
  reservation: 'reservation request',
};

/**
 * Tells a member what the board decided about their item. A reservation request is not approved but forwarded (or not) to the business.
 * The mail goes at `sendAfter` when given (the member's hourly allowance of decisions is spent, decision 075), otherwise at once.
 */
export async function notifyReviewDecision(
  db: Queryable,
  {
    to,
    kind,
    title,
    approved,
    reason,
    link,
    sendAfter = null,
  }: { to: string; kind: ReviewKind; title: string; approved: boolean; reason?: string; link?: string | null; sendAfter?: Date | null },
  now = new Date(),
): Promise<void> {
  const enqueue = (mail: OutgoingMail) => enqueueMail(db, { ...mail, sendAfter }, now);
  if (kind === 'reservation') {
    await enqueue(
      approved
        ? mailOf(
            to,
            `Forwarded to ${title}: your reservation request`,
            [
              `The Happy Valley team forwarded your reservation request to ${title}.`,
              `${title} will answer you directly to confirm it or suggest other dates; nothing is booked until they do.`,
            ],
            'review',
          )
        : mailOf(
            to,
            `Not forwarded: your reservation request for ${title}`,
            [
              `The Happy Valley team did not forward your reservation request to ${title}.`,
              `Reason: ${reason ?? ''}`,
              `You can send a new request from the page of ${title}.`,
            ],
            'review',
          ),
    );
    return;
  }
  const subject = approved ? `Approved: your ${LABELS[kind]} “${title}”` : `Changes needed: your ${LABELS[kind]} “${title}”`;
  const lines = approved
    ? [`Good news: the Happy Valley team approved your ${LABELS[kind]} “${title}”.`, link ? `It is live at ${link}` : null]
    : [
        `The Happy Valley team could not publish your ${LABELS[kind]} “${title}” yet.`,
        `Reason: ${reason ?? ''}`,
        'Edit it from your profile and it will be reviewed again.',
      ];
  await enqueue(mailOf(to, subject, lines, 'review'));
}

/** Tells a trusted partner that the board put back the version their published edit replaced (decision 087). */
export async function notifyRevert(
  db: Queryable,
  { to, kind, title, link, sendAfter = null }: { to: string; kind: Exclude<ReviewKind, 'reservation'>; title: string; link: string; sendAfter?: Date | null },
  now = new Date(),
): Promise<void> {
  const lines = [
    `The Happy Valley team undid your latest edit of your ${LABELS[kind]} “${title}”: the version before it is live again at ${link}`,
    'Reply to this mail or write to support to ask why; you can edit it again from your profile.',
  ];
  await enqueueMail(db, { ...mailOf(to, `Edit undone: your ${LABELS[kind]} “${title}”`, lines, 'review'), sendAfter }, now);
}
