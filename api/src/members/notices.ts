import type { ReservationPayload, ReviewKind } from '@valley/shared/schemas/member';
import type { Queryable } from '../db/db';
import { rulesFor, withinLimit } from '../auth/throttle';
import { enqueueMail } from '../mail/outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A reservation request goes to the destination (when it has an address) and to the board. A Board address past its hourly cap
 * gets no copy, since refusing the request would let a few members close reservations for everyone (decision 030).
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
  const lines = [
    `A reservation request for ${destination.name}:`,
    `From ${request.start_at.slice(0, 10)} to ${request.end_at.slice(0, 10)}`,
    `Guest e-mail: ${request.email}`,
    `Guest phone: ${request.phone}`,
    request.reservation ? `Message: ${request.reservation}` : null,
    `Sent by the member ${memberEmail}.`,
  ].filter((line): line is string => line !== null);
  for (const address of to) {
    await enqueueMail(
      db,
      {
        to: address,
        subject: `Reservation request: ${destination.name}`,
        text: lines.join('\n'),
        html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
        kind: 'reservation',
      },
      now,
    );
  }
}

const LABELS: Record<ReviewKind, string> = {
  destination: 'destination',
  event: 'event',
  tip: 'tip',
  itinerary: 'itinerary',
  reservation: 'reservation request',
};

/** Tells a member what the board decided about their item. */
export async function notifyReviewDecision(
  db: Queryable,
  { to, kind, title, approved, reason, link }: { to: string; kind: ReviewKind; title: string; approved: boolean; reason?: string; link?: string | null },
): Promise<void> {
  const subject = approved ? `Approved: your ${LABELS[kind]} “${title}”` : `Changes needed: your ${LABELS[kind]} “${title}”`;
  const lines = approved
    ? [`Good news: the Happy Valley team approved your ${LABELS[kind]} “${title}”.`, link ? `It is live at ${link}` : null]
    : [
        `The Happy Valley team could not publish your ${LABELS[kind]} “${title}” yet.`,
        `Reason: ${reason ?? ''}`,
        'Edit it from your profile and it will be reviewed again.',
      ];
  const text = lines.filter((line): line is string => line !== null);
  await enqueueMail(db, { to, subject, text: text.join('\n'), html: text.map((line) => `<p>${escape(line)}</p>`).join(''), kind: 'review' });
}
