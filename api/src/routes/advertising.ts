import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { AD_MESSAGES, type AdRequest } from '@valley/shared/schemas/advertising';
import { toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import { type BotCheckSettings, verifyBotCheck } from '../auth/bot-check';
import { throttle } from '../auth/throttle';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { enqueueMail } from '../mail/outbox';
import { adRequestMail } from '../mail/templates';
import { requireStudioRole } from './studio';

interface AdRequestRow {
  id: number;
  company: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  calendar: string | null;
  website: string | null;
  social_link: string | null;
  content: string;
  created_at: Date | string;
  answered_at: Date | string | null;
  answered_by: string | null;
}

const SELECT = `select r.id, r.company, r.email, r.phone, r.address, r.city, r.zip, r.calendar, r.website, r.social_link, r.content, r.created_at,
  r.answered_at, nullif(trim(u.first_name || ' ' || u.last_name), '') as answered_by
  from ad_requests r left join users u on u.id = r.answered_by`;

const toAdRequest = (row: AdRequestRow): AdRequest => ({
  id: row.id,
  ad_company: row.company,
  ad_email: row.email,
  ad_phoneNumber: row.phone,
  ad_address: row.address,
  ad_city: row.city,
  ad_zip: row.zip,
  ad_calendar: row.calendar,
  ad_website: row.website,
  ad_social_link: row.social_link,
  ad_content: row.content,
  created_at: toLocalIso(new Date(row.created_at)),
  answered_at: row.answered_at ? toLocalIso(new Date(row.answered_at)) : null,
  answered_by: row.answered_at ? row.answered_by : null,
});

async function adRequest(db: Queryable, id: number): Promise<AdRequest> {
  const row = (await db.query<AdRequestRow>(`${SELECT} where r.id = $1`, [id])).rows[0];
  if (!row) throw notFound('No such advertising request');
  return toAdRequest(row);
}

/**
 * The advertiser form (member-area §3, decision 094): anyone sends it past the bot check; it is kept for the studio's Ads section and
 * mailed to the Board's accounts, replying to the business. Every studio role reads the requests and marks them answered.
 */
export function registerAdvertisingRoutes(app: FastifyInstance, ctx: AppContext & { publicSiteUrl: string; botCheck: BotCheckSettings }): void {
  const { db, now } = ctx;

  route(app, contract.advertise, async ({ body, request }) => {
    const at = now();
    const email = body.ad_email.toLowerCase();
    await throttle(db, 'advertise', { account: email, ip: request.ip }, at);
    await verifyBotCheck(db, ctx.botCheck, body.token, at);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into ad_requests (company, email, phone, address, city, zip, calendar, website, social_link, content, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          body.ad_company,
          email,
          body.ad_phoneNumber,
          body.ad_address,
          body.ad_city,
          body.ad_zip,
          body.ad_calendar,
          body.ad_website,
          body.ad_social_link,
          body.ad_content,
          at,
        ],
      );
      const content = adRequestMail({
        fields: [
          ['Business', body.ad_company],
          ['E-mail', email],
          ['Phone', body.ad_phoneNumber],
          ['Address', [body.ad_address, body.ad_city, body.ad_zip].filter(Boolean).join(', ') || null],
          ['Google Calendar ID', body.ad_calendar],
          ['Website', body.ad_website],
          ['Social link', body.ad_social_link],
        ],
        content: body.ad_content,
        link: `${ctx.publicSiteUrl}/studio/ads`,
      });
      const { rows: board } = await tx.query<{ email: string }>(`select email from users where role = 'Board' order by id`);
      for (const { email: to } of board) await enqueueMail(tx, { to, replyTo: email, ...content, kind: 'advertising' }, at);
    });
    return { message: AD_MESSAGES.received };
  });

  route(app, contract.studioAdRequests, async ({ member }) => {
    await requireStudioRole(db, member, ['admin', 'editor', 'publisher']);
    const { rows } = await db.query<AdRequestRow>(`${SELECT} order by (r.answered_at is null) desc, r.created_at desc, r.id desc limit 500`);
    return rows.map(toAdRequest);
  });

  route(app, contract.studioAdRequestAnswered, async ({ body, member }) => {
    await requireStudioRole(db, member, ['admin', 'editor', 'publisher']);
    // Marking it answered twice keeps the first answer's time and person.
    const { rows } = await db.query(
      body.answered
        ? 'update ad_requests set answered_at = coalesce(answered_at, $2::timestamptz), answered_by = case when answered_at is null then $3::int else answered_by end where id = $1 returning id'
        : 'update ad_requests set answered_at = null, answered_by = null where id = $1 returning id',
      body.answered ? [body.id, now(), member.id] : [body.id],
    );
    if (rows.length === 0) throw notFound('No such advertising request');
    return adRequest(db, body.id);
  });
}
