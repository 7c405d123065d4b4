import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import { STUDIO_AMENITY_MESSAGES, type StudioAmenity } from '@valley/shared/schemas/studio-amenities';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { PUBLISHING_ROLES, requireStudioRole } from './studio';

/** Each amenity with the approved listings that have it; `where` narrows it to one (`$1`). */
const SELECT = (where = '') => `select a.id, a.name, case when a.approved then 'live' else 'retired' end as status,
    (select count(*)::int from destination_amenities l join destinations d on d.id = l.destination_id where l.amenity_id = a.id and d.approved) as listings
  from amenities a ${where}`;

async function amenity(db: Queryable, id: number): Promise<StudioAmenity> {
  const { rows } = await db.query<StudioAmenity>(SELECT('where a.id = $1'), [id]);
  if (!rows[0]) throw notFound(STUDIO_AMENITY_MESSAGES.missing);
  return rows[0];
}

/** A name no other amenity has, in any case: partners would see two of the same. */
async function checkName(db: Queryable, name: string, id: number | null): Promise<void> {
  const { rows } = await db.query('select 1 from amenities where lower(name) = lower($1) and id <> coalesce($2, 0)', [name, id]);
  if (rows.length > 0) throw badRequest(`name: ${STUDIO_AMENITY_MESSAGES.taken}`);
}

/**
 * Amenities in the studio (decision 127): every role sees them; publishers and the Board add, rename, retire and bring them back, at
 * once, since an amenity is a name in the member forms and on the listings' pages with nothing to preview. Each change tells every
 * cache, and the audit log keeps it.
 */
export function registerStudioAmenityRoutes(app: FastifyInstance, { db }: AppContext): void {
  route(app, contract.studioAmenities, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return (await db.query<StudioAmenity>(`${SELECT()} order by a.approved desc, lower(a.name), a.id`)).rows;
  });

  route(app, contract.studioAmenityCreate, async ({ body, member }) => {
    await requireStudioRole(db, member, PUBLISHING_ROLES);
    await checkName(db, body.name, null);
    const { rows } = await db.query<{ id: number }>('insert into amenities (name) values ($1) returning id', [body.name]);
    await app.contentChanged();
    return amenity(db, rows[0]!.id);
  });

  route(app, contract.studioAmenityRename, async ({ body, member }) => {
    await requireStudioRole(db, member, PUBLISHING_ROLES);
    await amenity(db, body.id);
    await checkName(db, body.name, body.id);
    await db.query('update amenities set name = $2 where id = $1', [body.id, body.name]);
    await app.contentChanged();
    return amenity(db, body.id);
  });

  for (const [call, approved] of [
    ['studioAmenityRetire', false],
    ['studioAmenityReinstate', true],
  ] as const) {
    route(app, contract[call], async ({ body, member }) => {
      await requireStudioRole(db, member, PUBLISHING_ROLES);
      await amenity(db, body.id);
      await db.query('update amenities set approved = $2 where id = $1', [body.id, approved]);
      await app.contentChanged();
      return amenity(db, body.id);
    });
  }
}
