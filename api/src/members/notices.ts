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

/**
 * A reservation request goes to the destination (when it has an address) and to the board. A Board address past its hourly cap
 * gets no copy, since refusing the request would let a few members close reservations for everyone (decision 030). The member
 * gets a copy at their account's address (activated, so nobody can mail a stranger through the form) saying what happens next.
 */
export async function notifyReservation(
  db: Queryable,
  { destination, request, memberEmail }: { destination: { name: string; email: string | null }; request: ReservationPayload; memberEmail: string },
  now = new Date(),
): Promise<void> {
  const { rows } = await db.query<{ email: string }>(`select email from users where role = 'Board' order by id`);
  const board: string[] = [];
  for (const { email } of rows) {
    const [cap] = rulesFor('reservationBoardCopy', { recipient: email });
    if (!cap || (await withinLimit(db, cap, now))) board.push(email);
  }
  const to = [...new Set([destination.email, ...board].filter((email): email is string => Boolean(email)))];
  const details = [
    `From ${request.start_at.slice(0, 10)} to ${request.end_at.slice(0, 10)}`,
    `Guest e-mail: ${request.email}`,
    `Guest phone: ${request.phone}`,
    request.reservation ? `Message: ${request.reservation}` : null,
  ];
  const lines = [`A reservation request for ${destination.name}:`, ...details, `Sent by the member ${memberEmail}.`];
  for (const address of to) await enqueueMail(db, mailOf(address, `Reservation request: ${destination.name}`, lines, 'reservation'), now);
  await enqueueMail(
    db,
    mailOf(
      memberEmail,
      `Your reservation request for ${destination.name}`,
      [
        `We received your reservation request for ${destination.name}. A copy is below.`,
        ...details,
        `The Happy Valley team forwards it to ${destination.name}, who will answer you at ${request.email} or ${request.phone}. ` +
          'It is a request, not a booking: nothing is reserved until they confirm.',
      ],
      'reservation-copy',
    ),
    now,
  );
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
