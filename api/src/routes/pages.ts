import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { ContentBlock, Page } from '@valley/shared/schemas/page';
import type { LinkingPage } from '@valley/shared/schemas/studio-places';
import { PREVIEW_MESSAGES } from '@valley/shared/api/preview';
import { toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import { SITE_ROUTE_PATTERNS } from './site-routes';
import { linksTo } from '../studio/moved-paths';
import type { Queryable } from '../db/db';
import { hashToken } from '../auth/tokens';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { absoluteMedia } from '../lib/media';
import { textMatch } from '../lib/search';
import { Conditions } from '../lib/sql';

interface PageRow {
  id: number;
  slug: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  header_image_url: string | null;
  entry: Partial<Page['entry']>;
  content_rendered: string | null;
  content_blocks: ContentBlock[];
  home_blocks: ContentBlock[] | null;
}

/** `plan|getting-here/` and `plan/getting-here` name the same page. */
export function normalisePagePath(path: string): string {
  return path
    .replaceAll('|', '/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')
    .toLowerCase();
}

const PAGE_COLUMNS = `id, path, slug, title, meta_title, meta_description, header_image_url, entry, content_rendered, content_blocks, home_blocks`;

/** The fields a pending revision (pages.draft) may change. */
const DRAFT_FIELDS = ['title', 'meta_title', 'meta_description', 'header_image_url', 'entry', 'content_rendered', 'content_blocks', 'home_blocks'] as const;

type DraftedRow = PageRow & { draft: Partial<PageRow> | null };

/** The page with its pending revision laid over it. */
function drafted(row: DraftedRow, mediaUrl: AppContext['mediaUrl']): Page {
  const draft = row.draft ?? {};
  const changed = Object.fromEntries(DRAFT_FIELDS.filter((field) => field in draft).map((field) => [field, draft[field]]));
  return toPage({ ...row, ...changed }, mediaUrl);
}

function toPage(row: PageRow, mediaUrl: AppContext['mediaUrl']): Page {
  const page: Page = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    header_image_url: row.header_image_url,
    entry: {
      subtitle: row.entry.subtitle ?? null,
      content: row.entry.content ?? null,
      featured_slides_title: row.entry.featured_slides_title ?? null,
      slides: row.entry.slides ?? [],
    },
    content_rendered: row.content_rendered,
    fields: {
      content_blocks: row.content_blocks,
      ...(row.home_blocks ? { home_blocks: row.home_blocks } : {}),
    },
  };
  return absoluteMedia(page, (path) => mediaUrl(path));
}

/** Where a page is shown on the site: most at their own path, a few at the route that fetches them. */
/** The dispatch's page: its route is mf-news's, which reads the published page only (no preview link shows its draft). */
export const DISPATCH_PAGE = 'news';
const PAGE_LINKS: Record<string, string> = { 'headless-home': '/', [DISPATCH_PAGE]: '/dispatch' };
export const pageLink = (path: string) => PAGE_LINKS[path] ?? `/${path}`;
/** Whether a route pattern answers a page's address: its segments, a parameter standing for any one. */
const answers = (pattern: string, path: string) => {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((part, index) => part.startsWith(':') || part === given[index]);
};

/**
 * The pages a route of the site answers (decision 128): the home page, the dispatch's, and every page at an address a route has (a
 * listing's `/meetings` reads its page there). They keep their address; no other page may take one.
 */
export const isRoutePage = (path: string) => Object.hasOwn(PAGE_LINKS, path) || SITE_ROUTE_PATTERNS.some((pattern) => answers(pattern, path));

/**
 * On the site: approved, not scheduled for later than `now` (the app's clock) and not retired by then, so a scheduled page appears
 * and a page due to retire leaves when its time comes (decisions 103, 116).
 */
export const PAGE_PUBLISHED = (now: string) =>
  `approved and (published_at is null or published_at <= ${now}::timestamptz) and (retire_at is null or retire_at > ${now}::timestamptz)`;

/**
 * The pages on the site or scheduled whose blocks, header or text link to `path` (decision 124): a link's whole value, the value with
 * a query or fragment, or an `href` in rich text; or, with `naming` (an SQL/JSON path), whose blocks name the place otherwise (by id,
 * by a map marker, decision 131). Drafts do not count: visitors do not follow them.
 */
export async function pagesLinkingTo(db: Queryable, path: string, now: Date, naming?: string): Promise<LinkingPage[]> {
  const { rows } = await db.query<{ id: number; title: string; path: string }>(
    `select id, title, path from pages
      where approved and (retire_at is null or retire_at > $2)
        and (jsonb_path_exists(jsonb_build_array(content_blocks, home_blocks, entry), $1::jsonpath)
          or jsonb_path_exists(jsonb_build_array(content_blocks, home_blocks), $3::jsonpath))
      order by title, id`,
    [linksTo(path), now, naming ?? null],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, link: pageLink(row.path) }));
}

export function registerPageRoutes(app: FastifyInstance, { db, mediaUrl, now }: AppContext): void {
  route(app, contract.page, async ({ params }) => {
    const { rows } = await db.query<PageRow>(`select ${PAGE_COLUMNS} from pages where path = $1 and ${PAGE_PUBLISHED('$2')}`, [
      normalisePagePath(params['*']),
      now(),
    ]);
    const row = rows[0];
    if (!row) throw notFound('Page not found');
    return toPage(row, mediaUrl);
  });

  // Editorial previews: any signed-in member sees the pending revision, or the page awaiting review.
  route(app, contract.pageDraft, async ({ params }) => {
    const { rows } = await db.query<DraftedRow>(`select ${PAGE_COLUMNS}, draft from pages where path = $1`, [normalisePagePath(params['*'])]);
    if (!rows[0]) throw notFound('Page not found');
    return drafted(rows[0], mediaUrl);
  });

  // A preview link (decision 115): the same, for whoever holds the link until it expires or is withdrawn; kept by no cache.
  route(
    app,
    contract.pagePreview,
    async ({ params }) => {
      const { rows } = await db.query<DraftedRow & { path: string; expires_at: Date }>(
        `select ${PAGE_COLUMNS}, draft, l.expires_at from preview_links l join pages p on p.id = l.page_id where l.token_hash = $1 and l.expires_at > $2`,
        [hashToken(params.token), now()],
      );
      const row = rows[0];
      if (!row) throw notFound(PREVIEW_MESSAGES.gone);
      return { link: pageLink(row.path), expires_at: toLocalIso(row.expires_at), page: drafted(row, mediaUrl) };
    },
    { fresh: true },
  );

  route(app, contract.pagesList, async () => {
    const { rows } = await db.query<{ path: string; updated_at: Date }>(`select path, updated_at from pages where ${PAGE_PUBLISHED('$1')} order by path`, [
      now(),
    ]);
    return rows.map((row) => ({ link: pageLink(row.path), updated_at: row.updated_at.toISOString() }));
  });

  route(app, contract.pagesSearch, async ({ body }) => {
    if (!body.q) return [];
    const where = new Conditions();
    where.add(PAGE_PUBLISHED(where.param(now())));
    const match = textMatch(where, body.q, { vector: 'search_vector', text: 'title' });
    where.add(match.condition);
    const { rows } = await db.query<{ title: string; path: string }>(
      `select title, path from pages ${where.where()} order by ${match.score} desc, title limit 10`,
      where.params,
    );
    return rows.map((row) => ({ title: row.title, link: pageLink(row.path) }));
  });
}
