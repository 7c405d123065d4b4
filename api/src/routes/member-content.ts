import type { FastifyInstance } from 'fastify';
import { contract, type EndpointDef } from '@valley/shared/api/contract';
import { describeRecurrence, endDateFromCount } from '@valley/shared/recurrence';
import { RECURRENCE_FIELDS, type RecurrenceFields } from '@valley/shared/schemas/recurrence';
import type {
  DestinationPayload,
  EventPayload,
  ItineraryPayload,
  MemberDestination,
  MemberEvent,
  MemberItinerary,
  MemberTip,
  TipPayload,
} from '@valley/shared/schemas/member';
import { eventTimes } from '@valley/shared/schemas/member';
import type { AppContext } from '../app';
import { checkRoom, type CreateKind, createRules, enforce } from '../auth/throttle';
import type { Member } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import { createOnce, keyedCall, recordedAnswer } from '../http/idempotency';
import { route } from '../http/route';
import { toLocalIso } from '@valley/shared/time';
import { toNumber } from '../lib/sql';
import { destinationKind, type DestinationDoc, eventKind, type EventDoc, itineraryKind, type ItineraryDoc, tipKind, type TipDoc } from '../members/kinds';
import { confirmListing, freshnessOf } from '../members/freshness';
import { imageFieldsOf, type MemberImages, memberMedia, type MemberMedia } from '../members/media';
import {
  type ContentKind,
  createItem,
  isTrusted,
  memberDocument,
  type OwnedRow,
  ownedRow,
  publishTrustedEdit,
  reviewFields,
  saveEdit,
} from '../members/review-flow';
import type { ContentReviewKind } from '../members/review-queue';

type Row = OwnedRow & { location_latitude?: number | null; location_longitude?: number | null; last_confirmed_at?: Date | string };

const OWN_COLUMNS = 'id, slug, approved, draft, review_status, review_note, owner_id';

/** Ids a listing is filed under: each must name a row not retired (decisions 122, 127). */
async function checkIds(
  db: Queryable,
  table: 'destination_categories' | 'event_categories' | 'amenities',
  field: string,
  ids: number[] | undefined,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const { rows } = await db.query<{ id: number }>(`select id from ${table} where id = any($1::int[]) and approved`, [ids]);
  const known = new Set(rows.map((row) => Number(row.id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`${field}: unknown id ${unknown.join(', ')}`);
}

/** A destination a member may point at: an approved one, or one of their own. */
async function checkDestination(db: Queryable, id: number | null, member: Member, field = 'destination'): Promise<void> {
  if (id === null) return;
  const { rows } = await db.query('select 1 from destinations where id = $1 and (approved or owner_id = $2)', [id, member.id]);
  if (rows.length === 0) throw badRequest(`${field}: Destination is required`);
}

async function checkEvent(db: Queryable, id: number | null, member: Member, field: string): Promise<void> {
  if (id === null) return;
  const { rows } = await db.query('select 1 from events where id = $1 and (approved or owner_id = $2)', [id, member.id]);
  if (rows.length === 0) throw badRequest(`${field}: unknown event`);
}

/** The recurrence fields of a payload or document. */
const pickRecurrence = (source: RecurrenceFields): RecurrenceFields =>
  Object.fromEntries(RECURRENCE_FIELDS.map((field) => [field, source[field]])) as RecurrenceFields;

async function names(db: Queryable, table: string, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: number; name: string }>(`select id, name from ${table} where id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [Number(row.id), row.name]));
  return ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id) ?? '' }] : []));
}

async function destinationName(db: Queryable, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const { rows } = await db.query<{ name: string }>('select name from destinations where id = $1', [id]);
  return rows[0]?.name ?? null;
}

/** The rows of a member's items, newest first. */
async function ownRows(db: Queryable, table: string, memberId: number, extra = ''): Promise<Row[]> {
  const { rows } = await db.query<Row>(`select ${OWN_COLUMNS}${extra} from ${table} where owner_id = $1 order by created_at desc, id desc`, [memberId]);
  return rows;
}

type Contract = typeof contract;
/** The contract's member calls: bearer, so the handler gets the member. */
type MemberEndpoint = { [N in keyof Contract]: Contract[N] extends { auth: 'bearer' } ? N : never }[keyof Contract];
const endpoint = (name: MemberEndpoint): EndpointDef & { auth: 'bearer' } => contract[name];

/** Registers list-own, create, update and delete of one kind of member content. */
function contentRoutes<Doc, Payload extends MemberImages, Read>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: {
    kind: ContentKind<Doc>;
    /** Its name in the board's review and audit log. */
    review: ContentReviewKind;
    /** Which of the member's create limits a create spends (decision 075). */
    createKind: CreateKind;
    endpoints: { list: MemberEndpoint; create: MemberEndpoint; update: MemberEndpoint; delete: MemberEndpoint };
    extraColumns?: string;
    required?: (doc: Doc) => Record<string, unknown>;
    toDoc: (payload: Payload, current: Doc | null, member: Member, media: MemberMedia) => Promise<Doc>;
    /** `q` may be the creating transaction: the answer is recorded with an Idempotency-Key. */
    toRead: (row: Row, doc: Doc, q: Queryable) => Promise<Read>;
    removed: string;
  },
): void {
  const { db } = ctx;
  /** The payload's uploads are admitted together before any is processed (uploads/upload-limits.ts). */
  const withMedia = async <T>(payload: Payload, member: Member, work: (media: MemberMedia) => Promise<T>): Promise<T> => {
    const reservation = await ctx.uploads.admit(member.id, imageFieldsOf(payload));
    try {
      return await work(memberMedia({ ...ctx.uploads, reservation }));
    } finally {
      reservation.release();
    }
  };
  const read = async (q: Queryable, id: number) => {
    const { rows } = await q.query<Row>(`select ${OWN_COLUMNS}${spec.extraColumns ?? ''} from ${spec.kind.table} where id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new Error(`${spec.kind.table} ${id} vanished`);
    return spec.toRead(row, await memberDocument(q, spec.kind, row), q);
  };

  // The handlers below serve four endpoints each: their schemas checked the body before it came here.
  route(app, endpoint(spec.endpoints.list), async ({ member }) => {
    const rows = await ownRows(db, spec.kind.table, member.id, spec.extraColumns);
    return Promise.all(rows.map(async (row) => spec.toRead(row, await memberDocument(db, spec.kind, row), db)));
  });

  route(app, endpoint(spec.endpoints.create), async ({ body: payload, member, request }) => {
    const body = payload as Payload;
    const call = keyedCall(request, member.id, contract[spec.endpoints.create], body);
    // A retry is answered before its images are processed again.
    const earlier = call && (await recordedAnswer(db, call, ctx.now()));
    if (earlier) return earlier.answer;
    // Per member, per kind and in total (decision 075): a full window refuses before any image is processed, and the create is
    // counted in its own transaction, so only what was made counts.
    const limits = createRules(member.id, spec.createKind);
    await checkRoom(db, limits, ctx.now());
    const doc = await withMedia(body, member, (media) => spec.toDoc(body, null, member, media));
    return createOnce(db, call, ctx.now(), async (tx) => {
      await enforce(tx, limits, ctx.now());
      return read(tx, await createItem(tx, spec.kind, doc, member.id, spec.required?.(doc) ?? {}));
    });
  });

  route(app, endpoint(spec.endpoints.update), async ({ body: payload, member }) => {
    const body = payload as Payload & { id: number };
    const row = await ownedRow(db, spec.kind as ContentKind<unknown>, body.id, member.id);
    const current = await memberDocument(db, spec.kind, row);
    const doc = await withMedia(body, member, (media) => spec.toDoc(body, current, member, media));
    // A trusted partner's edit of something public publishes at once; anyone else's waits for the board (decisions 008, 087).
    const publish = row.approved && (await isTrusted(db, member.id));
    await db.transaction(async (tx) => {
      if (!publish) return saveEdit(tx, spec.kind, row, doc);
      await publishTrustedEdit(tx, { review: spec.review, kind: spec.kind, row, doc, memberId: member.id, now: ctx.now() });
      // A published edit confirms the listing, as the board's approval of one does (decision 090).
      if (spec.review === 'destination') await confirmListing(tx, row.id, ctx.now());
    });
    if (publish) await app.contentChanged();
    return read(db, row.id);
  });

  route(app, endpoint(spec.endpoints.delete), async ({ body, member }) => {
    const row = await ownedRow(db, spec.kind as ContentKind<unknown>, (body as { id: number }).id, member.id);
    await db.query(`delete from ${spec.kind.table} where id = $1`, [row.id]);
    if (row.approved) await app.contentChanged();
    return { message: spec.removed };
  });
}

/** A member's destinations, events, tips and itineraries: every write checks ownership and waits for the board. */
export function registerMemberContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  contentRoutes<DestinationDoc, DestinationPayload, MemberDestination>(app, ctx, {
    kind: destinationKind,
    review: 'destination',
    createKind: 'destination',
    endpoints: { list: 'myDestinations', create: 'destinationCreate', update: 'destinationUpdate', delete: 'destinationDelete' },
    extraColumns: ', location_latitude, location_longitude, last_confirmed_at',
    removed: 'Destination removed!',
    async toDoc(payload, current, member, media) {
      await checkIds(db, 'destination_categories', 'categories', payload.categories);
      await checkIds(db, 'amenities', 'amenities', payload.amenities);
      const photos =
        payload.photos === undefined
          ? (current?.photos ?? [])
          : await Promise.all(payload.photos.map((photo, index) => media.image(photo, 'gallery', null, member.id, `photos.${index}`))).then((list) =>
              list.filter((item): item is string => item !== null),
            );
      return {
        name: payload.company_name,
        email: payload.email,
        phone: payload.phone,
        address: payload.address,
        city: payload.city,
        zip: payload.zip_code,
        content: media.richText(payload.description),
        google_calendar: payload.calendar,
        ics_calendar: payload.ics_calendar,
        website: payload.website,
        map_link: payload.map_link,
        reservations_link: payload.reservations_link,
        restaurant_link: payload.restaurant_link,
        golf_link: payload.golf_link,
        facebook_link: payload.facebook_link,
        twitter_link: payload.twitter_link,
        instagram_link: payload.instagram_link,
        youtube_link: payload.youtube_link,
        pinterest_link: payload.pinterest_link,
        main_img: await media.image(payload.image, 'logo', current?.main_img ?? null, member.id),
        header_img: await media.image(payload.header_image, 'header', current?.header_img ?? null, member.id, 'header_image'),
        categories: payload.categories ?? current?.categories ?? [],
        amenities: payload.amenities ?? current?.amenities ?? [],
        photos,
      };
    },
    async toRead(row, doc, q) {
      return {
        id: row.id,
        name: doc.name,
        slug: row.slug,
        city: doc.city,
        address: doc.address,
        zip: doc.zip,
        phone: doc.phone,
        email: doc.email,
        content: doc.content,
        main_img: ctx.mediaUrl(doc.main_img),
        header_img: ctx.mediaUrl(doc.header_img),
        favorited: false,
        location_latitude: toNumber(row.location_latitude),
        location_longitude: toNumber(row.location_longitude),
        google_calendar: doc.google_calendar,
        ics_calendar: doc.ics_calendar,
        website: doc.website,
        map_link: doc.map_link,
        reservations_link: doc.reservations_link,
        restaurant_link: doc.restaurant_link,
        golf_link: doc.golf_link,
        facebook_link: doc.facebook_link,
        twitter_link: doc.twitter_link,
        instagram_link: doc.instagram_link,
        youtube_link: doc.youtube_link,
        pinterest_link: doc.pinterest_link,
        d_categories: await names(q, 'destination_categories', doc.categories),
        d_amenities: await names(q, 'amenities', doc.amenities),
        d_photos: doc.photos.map((src, index) => ({ id: index + 1, src: ctx.mediaUrl(src) ?? src })),
        freshness: row.approved && row.last_confirmed_at ? freshnessOf(row.last_confirmed_at, ctx.now()) : null,
        ...reviewFields(row),
      };
    },
  });

  contentRoutes<EventDoc, EventPayload, MemberEvent>(app, ctx, {
    kind: eventKind,
    review: 'event',
    createKind: 'event',
    endpoints: { list: 'myEvents', create: 'eventCreate', update: 'eventUpdate', delete: 'eventDelete' },
    removed: 'Event removed!',
    required: (doc) => ({ starts: doc.starts, ends: doc.ends }),
    async toDoc(payload, current, member, media) {
      await checkIds(db, 'event_categories', 'categories', payload.categories);
      await checkDestination(db, payload.destination, member);
      // The schema checked the dates, the rule and the order of start and end.
      const { starts, ends, allDay } = eventTimes(payload);
      if (!starts || !ends) throw badRequest('start_at: Start Date must be a date');
      const rule = pickRecurrence(payload);
      if (rule.r_end_type === 'After') rule.r_end_date = endDateFromCount({ ...rule, starts, ends });
      return {
        title: payload.title,
        summary: payload.summary,
        content: media.richText(payload.content),
        starts: starts.toISOString(),
        ends: ends.toISOString(),
        all_day: allDay,
        destination_id: payload.destination,
        categories: payload.categories ?? current?.categories ?? [],
        email: payload.email,
        phone: payload.phone,
        website: payload.website,
        social_link: payload.social_link,
        main_img: await media.image(payload.image, 'event', current?.main_img ?? null, member.id),
        ...rule,
      };
    },
    async toRead(row, doc, q) {
      return {
        id: row.id,
        slug: row.slug,
        title: doc.title,
        summary: doc.summary,
        entry: { content: doc.content },
        starts: toLocalIso(new Date(doc.starts)),
        ends: toLocalIso(new Date(doc.ends)),
        destination_id: doc.destination_id,
        destination_name: await destinationName(q, doc.destination_id),
        main_img: ctx.mediaUrl(doc.main_img),
        email: doc.email,
        phone: doc.phone,
        website: doc.website,
        social_link: doc.social_link,
        d_categories: await names(q, 'event_categories', doc.categories),
        recurrence_text: describeRecurrence(doc),
        ...pickRecurrence(doc),
        ...reviewFields(row),
      };
    },
  });

  contentRoutes<TipDoc, TipPayload, MemberTip>(app, ctx, {
    kind: tipKind,
    review: 'tip',
    createKind: 'tip',
    endpoints: { list: 'myTips', create: 'tipCreate', update: 'tipUpdate', delete: 'tipDelete' },
    removed: 'Tip removed!',
    required: (doc) => ({ tip: doc.tip }),
    async toDoc(payload, current, member, media) {
      await checkDestination(db, payload.destination, member);
      return {
        title: payload.title,
        tip: media.richText(payload.tip) ?? '',
        destination_id: payload.destination,
        website: payload.website,
        social_link: payload.social_link,
        main_img: await media.image(payload.image, 'tip', current?.main_img ?? null, member.id),
      };
    },
    async toRead(row, doc, q) {
      return {
        id: row.id,
        slug: row.slug,
        title: doc.title,
        tip: doc.tip,
        destination_id: doc.destination_id,
        destination_name: await destinationName(q, doc.destination_id),
        website: doc.website,
        social_link: doc.social_link,
        main_img: ctx.mediaUrl(doc.main_img),
        favorited: false,
        ...reviewFields(row),
      };
    },
  });

  contentRoutes<ItineraryDoc, ItineraryPayload, MemberItinerary>(app, ctx, {
    kind: itineraryKind,
    review: 'itinerary',
    createKind: 'itinerary',
    endpoints: { list: 'myItineraries', create: 'itineraryCreate', update: 'itineraryUpdate', delete: 'itineraryDelete' },
    removed: 'Itinerary removed!',
    required: (doc) => ({ content: doc.content }),
    async toDoc(payload, current, member, media) {
      await checkDestination(db, payload.destination, member);
      for (const [index, item] of payload.items.entries()) {
        await checkDestination(db, item.destination, member, `items.${index}.destination`);
        await checkEvent(db, item.event, member, `items.${index}.event`);
      }
      return {
        title: payload.title,
        content: media.richText(payload.content) ?? '',
        destination_id: payload.destination,
        main_img: await media.image(payload.image, 'itinerary', current?.main_img ?? null, member.id),
        items: payload.items.map((item) => ({ destination_id: item.destination, event_id: item.event, content: media.richText(item.information) })),
      };
    },
    async toRead(row, doc, q) {
      return {
        id: row.id,
        slug: row.slug,
        title: doc.title,
        content: doc.content,
        destination_id: doc.destination_id,
        destination_name: await destinationName(q, doc.destination_id),
        main_img: ctx.mediaUrl(doc.main_img),
        items: await Promise.all(
          doc.items.map(async (item) => ({
            destination_id: item.destination_id,
            destination_name: await destinationName(q, item.destination_id),
            event_id: item.event_id,
            content: item.content,
          })),
        ),
        ...reviewFields(row),
      };
    },
  });
}
