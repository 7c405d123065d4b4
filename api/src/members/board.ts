import type { Queryable } from '../db/db';

/** Makes an activated Board account for the address, or promotes the member who has it. */
export async function addBoardMember(
  db: Queryable,
  { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  const address = email.trim().toLowerCase();
  const { rows } = await db.query<{ id: number; created: boolean }>(
    `insert into users (email, first_name, last_name, role, activated_at, created_at, updated_at)
     values ($1, $2, $3, 'Board', $4, $4, $4)
     on conflict (email) do update set role = 'Board', activated_at = coalesce(users.activated_at, $4), updated_at = $4
     returning id, (xmax = 0) as created`,
    [address, firstName, lastName, now],
  );
  const row = rows[0];
  if (!row) throw new Error(`Could not add ${address}`);
  return { id: Number(row.id), created: Boolean(row.created) };
}
