import type { FastifyInstance } from 'fastify';
import { contract, type Contract, type EndpointInput, type EndpointName, type EndpointOutput } from '@valley/shared/api/contract';
import { AUDIT_PAGE_SIZE, type StudioAudit, type StudioAuditKind } from '@valley/shared/schemas/studio';
import { formatDateTime, instantOf } from '@valley/shared/time';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { requireStudioRole } from '../routes/studio';

/** Every call that changes something through the studio: a POST under /api/studio/. */
type StudioWrite = { [N in EndpointName]: Contract[N] extends { method: 'POST'; path: `/api/studio/${string}` } ? N : never }[EndpointName];

export interface Described {
  action: string;
  kind: StudioAuditKind;
  key: string | null;
  label: string;
}
type Describe<N extends StudioWrite> = (body: EndpointInput<N>['body'], answer: EndpointOutput<N>, db: Queryable) => Described | Promise<Described>;

const personName = async (db: Queryable, id: number) => {
  const { rows } = await db.query<{ name: string }>(`select trim(first_name || ' ' || last_name) as name from users where id = $1`, [id]);
  return rows[0]?.name ?? `member ${id}`;
};

/** The preview-link calls (decisions 115, 125) answer no title: the log reads the page's or the post's. */
const PREVIEWED = { page: 'pages', post: 'news_posts' } as const;
const previewed =
  (kind: keyof typeof PREVIEWED, action: string) =>
  async (body: { id: unknown }, _answer: unknown, db: Queryable): Promise<Described> => {
    const { rows } = await db.query<{ title: string }>(`select title from ${PREVIEWED[kind]} where id = $1`, [body.id]);
    return { action, kind, key: String(body.id), label: rows[0]?.title ?? `${kind} ${body.id}` };
  };

/** A retire call's three meanings (decision 116): now, at a time to come, or called off. */
const retiring = (asked: string | null | undefined, retiresAt: string | null) =>
  asked === undefined ? 'Retired' : asked === null || retiresAt === null ? 'Kept on the site' : `Set to leave the site ${formatDateTime(new Date(retiresAt))}`;

/** A drafted item's four calls, said the same way for every kind. */
function drafted<A>(kind: StudioAuditKind, item: (answer: A) => { key: string | null; label: string }) {
  const said = (action: string) => (_body: object, answer: A) => ({ action, kind, ...item(answer) });
  return {
    draft: said('Saved a draft of'),
    publish: said('Published'),
    discard: said('Discarded the draft of'),
    restore: (body: { revision: number }, answer: A) => said(`Restored revision ${body.revision} of`)(body, answer),
  };
}
const menu = drafted('menu', (answer: EndpointOutput<'studioMenuDraft'>) => ({ key: answer.name, label: answer.title }));
const settings = drafted('settings', () => ({ key: null, label: 'the site settings' }));
const nav = drafted('nav', () => ({ key: null, label: 'the main navigation' }));
/** A place's calls: making it (decision 123), its drafted four, retiring it and bringing it back (decision 122), merging it (129). */
function placeCalls(kind: StudioAuditKind) {
  const place = (answer: EndpointOutput<'studioCategoryDraft'>) => ({ key: String(answer.id), label: answer.live.name });
  const said = (action: string) => (_body: object, answer: EndpointOutput<'studioCategoryDraft'>) => ({ action, kind, ...place(answer) });
  const merge = (_body: object, answer: EndpointOutput<'studioCategoryMerge'>) => ({ action: `Merged ${answer.merged.name} into`, kind, ...place(answer) });
  return { ...drafted(kind, place), create: said('Created'), retire: said('Retired'), reinstate: said('Brought back'), merge };
}
const category = placeCalls('category');
const experience = placeCalls('experience');
const town = placeCalls('town');
const eventCategory = placeCalls('event-category');
const activity = placeCalls('activity');
const page = drafted('page', (answer: EndpointOutput<'studioPageDraft'>) => ({ key: String(answer.id), label: answer.live.title }));
const post =
  (action: string) =>
  (_body: unknown, answer: EndpointOutput<'studioPostSave'>): Described => ({
    action,
    kind: 'post',
    key: String(answer.id),
    label: answer.title,
  });

/** What each studio change is, in the log's words; a new studio call without a line here does not compile. */
const DESCRIBE: { [N in StudioWrite]: Describe<N> } = {
  studioInvite: (body, answer) => ({ action: `Invited as ${body.role}`, kind: 'person', key: String(answer.id), label: answer.name }),
  studioRemove: async (body, _answer, db) => ({
    action: 'Removed from the studio',
    kind: 'person',
    key: String(body.id),
    label: await personName(db, Number(body.id)),
  }),
  studioAdRequestAnswered: (body, answer) => ({
    action: body.answered ? 'Marked answered' : 'Marked waiting again',
    kind: 'ad request',
    key: String(answer.id),
    label: answer.ad_company,
  }),
  studioMenuDraft: menu.draft,
  studioMenuPublish: menu.publish,
  studioMenuDiscard: menu.discard,
  studioMenuRestore: menu.restore,
  studioPostSave: post('Saved'),
  studioPostPublish: post('Published'),
  studioPostRetire: (body, answer) => post(retiring(body.retire_at, answer.retires_at))(body, answer),
  studioPostDiscard: post('Discarded the pending changes of'),
  studioPostRestore: (body, answer) => post(`Restored revision ${body.revision} of`)(body, answer),
  studioPostPreviewLink: previewed('post', 'Shared a preview link of'),
  studioPostPreviewWithdraw: previewed('post', 'Withdrew the preview links of'),
  studioSettingsDraft: settings.draft,
  studioSettingsPublish: settings.publish,
  studioSettingsDiscard: settings.discard,
  studioSettingsRestore: settings.restore,
  studioNavDraft: nav.draft,
  studioNavPublish: nav.publish,
  studioNavDiscard: nav.discard,
  studioNavRestore: nav.restore,
  studioCategoryCreate: category.create,
  studioCategoryDraft: category.draft,
  studioCategoryPublish: category.publish,
  studioCategoryDiscard: category.discard,
  studioCategoryRestore: category.restore,
  studioCategoryRetire: category.retire,
  studioCategoryReinstate: category.reinstate,
  studioCategoryMerge: category.merge,
  studioExperienceCreate: experience.create,
  studioExperienceDraft: experience.draft,
  studioExperiencePublish: experience.publish,
  studioExperienceDiscard: experience.discard,
  studioExperienceRestore: experience.restore,
  studioExperienceRetire: experience.retire,
  studioExperienceReinstate: experience.reinstate,
  studioExperienceMerge: experience.merge,
  studioTownCreate: town.create,
  studioTownDraft: town.draft,
  studioTownPublish: town.publish,
  studioTownDiscard: town.discard,
  studioTownRestore: town.restore,
  studioTownRetire: town.retire,
  studioTownReinstate: town.reinstate,
  studioTownMerge: town.merge,
  studioEventCategoryCreate: eventCategory.create,
  studioEventCategoryDraft: eventCategory.draft,
  studioEventCategoryPublish: eventCategory.publish,
  studioEventCategoryDiscard: eventCategory.discard,
  studioEventCategoryRestore: eventCategory.restore,
  studioEventCategoryRetire: eventCategory.retire,
  studioEventCategoryReinstate: eventCategory.reinstate,
  studioEventCategoryMerge: eventCategory.merge,
  studioActivityCreate: activity.create,
  studioActivityDraft: activity.draft,
  studioActivityPublish: activity.publish,
  studioActivityDiscard: activity.discard,
  studioActivityRestore: activity.restore,
  studioActivityRetire: activity.retire,
  studioActivityReinstate: activity.reinstate,
  studioActivityMerge: activity.merge,
  studioPageCreate: (_body, answer) => ({ action: 'Created', kind: 'page', key: String(answer.id), label: answer.live.title }),
  studioPageMove: (_body, answer) => ({ action: `Moved to ${answer.link}`, kind: 'page', key: String(answer.id), label: answer.live.title }),
  studioPageRetire: (body, answer) => ({ action: retiring(body.retire_at, answer.retires_at), kind: 'page', key: String(answer.id), label: answer.live.title }),
  studioPageDraft: page.draft,
  // Now, its changes at a time to come (decision 133), or that time called off.
  studioPagePublish: (body, answer) =>
    body.publish_at === null
      ? { action: 'Called off the scheduled changes of', kind: 'page', key: String(answer.id), label: answer.live.title }
      : answer.draft?.publish_at
        ? {
            action: `Scheduled for ${formatDateTime(new Date(answer.draft.publish_at))} the changes of`,
            kind: 'page',
            key: String(answer.id),
            label: answer.live.title,
          }
        : page.publish(body, answer),
  studioPageDiscard: page.discard,
  studioPageRestore: page.restore,
  studioPagePreviewLink: previewed('page', 'Shared a preview link of'),
  studioPagePreviewWithdraw: previewed('page', 'Withdrew the preview links of'),
  studioAmenityCreate: (_body, answer) => ({ action: 'Added', kind: 'amenity', key: String(answer.id), label: answer.name }),
  studioAmenityRename: (_body, answer) => ({ action: 'Renamed', kind: 'amenity', key: String(answer.id), label: answer.name }),
  studioAmenityRetire: (_body, answer) => ({ action: 'Retired', kind: 'amenity', key: String(answer.id), label: answer.name }),
  studioAmenityReinstate: (_body, answer) => ({ action: 'Brought back', kind: 'amenity', key: String(answer.id), label: answer.name }),
  studioMediaUpload: (_body, answer) => ({ action: 'Uploaded', kind: 'image', key: answer.path, label: answer.alt ?? answer.path }),
  studioMediaDelete: (_body, answer) => ({ action: 'Deleted', kind: 'image', key: answer.path, label: answer.alt ?? answer.path }),
  studioMediaAlt: (_body, answer) => ({ action: 'Wrote the alt text of', kind: 'image', key: answer.path, label: answer.alt ?? answer.path }),
  studioMediaFocus: (body, answer) => ({
    action: body.focus ? `Set the focal point (${body.focus.x}% across, ${body.focus.y}% down) of` : 'Reset the focal point of',
    kind: 'image',
    key: answer.path,
    label: answer.alt ?? answer.path,
  }),
};

/** The studio calls the log describes, by their contract entry: how a request's route is told to be one. */
export const AUDITED = new Map(Object.keys(DESCRIBE).map((name) => [contract[name as StudioWrite] as object, name as StudioWrite]));

/** One line of the log, as `memberId` did it at `at`: a studio call, or the scheduled publisher acting for the member who scheduled. */
export async function recordAudit(db: Queryable, at: Date, memberId: number, described: Described): Promise<void> {
  await db.query(
    `insert into studio_audit (at, member_id, who, action, kind, key, label)
     select $1, u.id, trim(u.first_name || ' ' || u.last_name), $3, $4, $5, $6 from users u where u.id = $2`,
    [at, memberId, described.action, described.kind, described.key, described.label],
  );
}

/**
 * The Board's audit log (decision 100). Every studio change is written as its answer is about to be sent (so a change the API refused
 * is not in it), by one hook that knows each call from the contract: no route can forget it.
 */
export function registerStudioAudit(app: FastifyInstance, { db, now }: AppContext): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const name = AUDITED.get(request.routeOptions.config.endpoint as object);
    if (!name || reply.statusCode !== 200) return payload;
    const member = await app.requireMember(request);
    const described = await (DESCRIBE[name] as Describe<StudioWrite>)(request.body as never, payload as never, db);
    await recordAudit(db, now(), member.id, described);
    return payload;
  });

  route(app, contract.studioAudit, async ({ query, member }): Promise<StudioAudit> => {
    await requireStudioRole(db, member, ['admin']);
    // The filters (decision 117): a kind, part of a name, and the valley's days from the start of `from` to the end of `to`.
    const { rows } = await db.query<{ id: string; at: Date; who: string | null; action: string; kind: StudioAuditKind; key: string | null; label: string }>(
      `select id, at, who, action, kind, key, label from studio_audit
        where ($1::bigint is null or id < $1) and ($3::text is null or kind = $3) and ($4::text is null or strpos(lower(who), lower($4)) > 0)
          and ($5::timestamptz is null or at >= $5) and ($6::timestamptz is null or at <= $6)
        order by id desc limit $2`,
      [
        query.before ?? null,
        AUDIT_PAGE_SIZE + 1,
        query.kind ?? null,
        query.who || null,
        query.from ? instantOf(query.from) : null,
        query.to ? instantOf(query.to, { endOfDay: true }) : null,
      ],
    );
    return {
      entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() })),
      more: rows.length > AUDIT_PAGE_SIZE,
    };
  });
}
