import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import { MEDIA_PAGE_SIZE, STUDIO_MEDIA_MESSAGES, type StudioMediaDetail, type StudioMediaItem } from '@valley/shared/schemas/studio-media';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { carryFocus } from '../studio/media-focus';
import { mediaUses } from '../studio/media-uses';
import { IMAGE_WIDTHS } from '@valley/shared/media';
import { parseMediaPath } from '../media/paths';
import { isImageUpload, resolveImageField, uploadKey } from '../uploads/images';
import { PUBLISHING_ROLES, requireStudioRole } from './studio';

interface MediaRow {
  path: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  focus_x: number | null;
  focus_y: number | null;
  created_at: Date;
  uploaded_by: string | null;
}

const SELECT = `select m.path, m.width, m.height, m.bytes, m.alt, m.focus_x, m.focus_y, m.created_at, trim(u.first_name || ' ' || u.last_name) as uploaded_by
  from media m left join users u on u.id = m.owner_id`;

/**
 * The media library (decision 126): every image the site keeps, newest first, with its alt text, size and uses. Every studio role
 * uploads (through the members' checked, re-encoded pipeline) and writes alt text; publishers delete an unused upload; the audit log
 * keeps each.
 */
export function registerStudioMediaRoutes(app: FastifyInstance, { db, mediaUrl, uploads }: AppContext): void {
  const item = (row: MediaRow): StudioMediaItem => ({
    path: row.path,
    url: mediaUrl(row.path)!,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: row.alt,
    focus: row.focus_x === null || row.focus_y === null ? null : { x: row.focus_x, y: row.focus_y },
    uploaded_at: row.created_at.toISOString(),
    uploaded_by: row.uploaded_by,
  });

  async function detail(queryable: Queryable, path: string): Promise<StudioMediaDetail> {
    const { rows } = await queryable.query<MediaRow>(`${SELECT} where m.path = $1`, [path]);
    if (!rows[0]) throw notFound(STUDIO_MEDIA_MESSAGES.notFound);
    return { ...item(rows[0]), used_by: await mediaUses(queryable, path) };
  }

  route(app, contract.studioMedia, async ({ query, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const page = query.page ?? 1;
    // Words are looked for in the alt text and the file's name; missing_alt=1 is the accessibility backlog.
    const where = `where ($1::text is null or strpos(lower(coalesce(m.alt, '') || ' ' || m.path), lower($1)) > 0) and (not $2 or m.alt is null)`;
    const filters = [query.q || null, query.missing_alt === '1'];
    const { rows: counted } = await db.query<{ total: number }>(`select count(*)::int as total from media m ${where}`, filters);
    const { rows } = await db.query<MediaRow>(`${SELECT} ${where} order by m.seq desc limit $3 offset $4`, [
      ...filters,
      MEDIA_PAGE_SIZE,
      (page - 1) * MEDIA_PAGE_SIZE,
    ]);
    const total = counted[0]!.total;
    return { items: rows.map(item), total, page, pages: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)) };
  });

  route(app, contract.studioMediaItem, async ({ query, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return detail(db, query.path);
  });

  route(app, contract.studioMediaUpload, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    // The library adds pictures: a stored image's address is not a new one.
    if (!isImageUpload(body.image)) throw badRequest(`image: ${STUDIO_MEDIA_MESSAGES.image}`);
    const path = (await resolveImageField({ ...uploads, db }, body.image, 'library', member.id, 'image'))!;
    await db.query('update media set alt = $2 where path = $1', [path, body.alt]);
    return detail(db, path);
  });

  // An upload nothing shows is deleted for good (its row first, so nothing picks it meanwhile, then every stored size); the seed's
  // drawn images are not uploads and stay.
  route(app, contract.studioMediaDelete, async ({ body, member }) => {
    await requireStudioRole(db, member, PUBLISHING_ROLES);
    const ref = parseMediaPath(body.path);
    if (!ref || ref.collection !== 'uploads') throw badRequest(STUDIO_MEDIA_MESSAGES.notUpload);
    const image = await detail(db, body.path);
    if (image.used_by.length > 0) throw badRequest(STUDIO_MEDIA_MESSAGES.inUse(image.used_by.length));
    await db.query('delete from media where path = $1', [body.path]);
    const sizes = [undefined, ...IMAGE_WIDTHS.filter((width) => width < ref.width)];
    await Promise.all(sizes.map((width) => uploads.storage.delete(uploadKey(ref, width))));
    const { used_by: _uses, ...deleted } = image;
    return deleted;
  });

  route(app, contract.studioMediaAlt, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const { rows } = await db.query('update media set alt = $2 where path = $1 returning path', [body.path, body.alt]);
    if (rows.length === 0) throw notFound(STUDIO_MEDIA_MESSAGES.notFound);
    return detail(db, body.path);
  });

  // A focal point (decision 134) is written into the URL of each of the studio's uses, so the pages showing it change.
  route(app, contract.studioMediaFocus, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const found = await db.transaction(async (tx) => {
      const { rows } = await tx.query('update media set focus_x = $2, focus_y = $3 where path = $1 returning path', [
        body.path,
        body.focus?.x ?? null,
        body.focus?.y ?? null,
      ]);
      if (rows.length > 0) await carryFocus(tx, body.path, body.focus);
      return rows.length > 0;
    });
    if (!found) throw notFound(STUDIO_MEDIA_MESSAGES.notFound);
    await app.contentChanged();
    return detail(db, body.path);
  });
}
