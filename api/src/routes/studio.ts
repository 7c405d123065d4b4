import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_ROLES, type InvitableRole, type StudioPerson, type StudioRole } from '@valley/shared/schemas/studio';
import { toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import type { Member } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { revisionOf } from '../studio/drafts';

/** Who publishes: publishers and the Board (decision 092). */
export const PUBLISHING_ROLES = ['admin', 'publisher'] as const;

/** The member's studio role, or null: the Board's account administers the studio, the others hold the role the Board gave them. */
export async function studioRoleOf(db: Queryable, member: Member): Promise<StudioRole | null> {
  if (member.role === 'Board') return 'admin';
  const { rows } = await db.query<{ role: InvitableRole }>('select role from studio_members where user_id = $1', [member.id]);
  return rows[0]?.role ?? null;
}

/** Every studio call goes through this: 403 unless the member holds one of `allowed` (the route has already answered 401 signed out). */
export async function requireStudioRole(db: Queryable, member: Member, allowed: readonly StudioRole[]): Promise<StudioRole> {
  const role = await studioRoleOf(db, member);
  if (!role || !allowed.includes(role)) throw new HttpError(403, 'This is for the board’s content team');
  return role;
}

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: InvitableRole;
  invited_at: Date | string;
}

const personOf = (row: PersonRow): StudioPerson => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  role: row.role,
  invited_at: toLocalIso(new Date(row.invited_at)),
});

const PERSON_COLUMNS = 'u.id, u.first_name, u.last_name, u.email, s.role, s.invited_at';

/** The studio's people (decision 092): who may open it, and the Board inviting and removing its editors and publishers. */
export function registerStudioRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  route(app, contract.studioAccess, async ({ member }) => ({ role: await requireStudioRole(db, member, ['admin', 'editor', 'publisher']) }));

  route(app, contract.studioRevision, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return revisionOf(db, params.kind, params.key, params.revision);
  });

  route(app, contract.studioPeople, async ({ member }) => {
    await requireStudioRole(db, member, ['admin']);
    const { rows } = await db.query<PersonRow>(`select ${PERSON_COLUMNS} from studio_members s join users u on u.id = s.user_id order by s.invited_at, u.id`);
    return rows.map(personOf);
  });

  route(app, contract.studioInvite, async ({ body, member }) => {
    await requireStudioRole(db, member, ['admin']);
    const { rows } = await db.query<{ id: number; role: string; activated_at: Date | null }>('select id, role, activated_at from users where email = $1', [
      body.email.toLowerCase(),
    ]);
    const invited = rows[0];
    if (!invited || !invited.activated_at) throw notFound('email: No member has that e-mail address');
    if (invited.role === 'Board') throw badRequest('email: The board already runs the studio');
    const { rows: saved } = await db.query<PersonRow>(
      `with saved as (
         insert into studio_members (user_id, role, invited_by, invited_at) values ($1, $2, $3, $4)
         on conflict (user_id) do update set role = excluded.role, invited_by = excluded.invited_by, invited_at = excluded.invited_at
         returning user_id, role, invited_at
       )
       select ${PERSON_COLUMNS} from saved s join users u on u.id = s.user_id`,
      [invited.id, body.role, member.id, now()],
    );
    return personOf(saved[0]!);
  });

  route(app, contract.studioRemove, async ({ body, member }) => {
    await requireStudioRole(db, member, ['admin']);
    const { rows } = await db.query<{ first_name: string; last_name: string }>(
      `delete from studio_members s using users u where s.user_id = $1 and u.id = s.user_id returning u.first_name, u.last_name`,
      [body.id],
    );
    const removed = rows[0];
    if (!removed) throw notFound('That member has no studio role');
    return { message: `Removed from the studio: ${removed.first_name} ${removed.last_name}`.trim() };
  });
}
