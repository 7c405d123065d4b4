import { issueAccessToken } from '../auth/tokens';
import type { Queryable } from '../db/db';

/** Access tokens of the seed's first active Board member and first Local member (who has no studio role): the studio tests' two callers. */
export async function studioTokens(db: Queryable): Promise<{ board: string; local: string }> {
  const { rows } = await db.query<{ id: number; role: string }>(
    `select distinct on (role) id, role from users where role in ('Local', 'Board') and activated_at is not null order by role, id`,
  );
  const of = async (role: string) => (await issueAccessToken(db, rows.find((row) => row.role === role)!.id)).token;
  return { board: await of('Board'), local: await of('Local') };
}
