import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_NAV_MESSAGES, STUDIO_ROLES, type StudioNavTab, type StudioNavView } from '@valley/shared/schemas/studio';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import { route } from '../http/route';
import { sanitizeRichText } from '../lib/rich-text';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, recordedRevision, versioned } from '../studio/drafts';
import { requireStudioRole } from './studio';

type Tab = StudioNavTab & { content: string | null };

/** The tabs a draft holds must be the site's, each once: the studio reorders and edits them, and adds or removes none. */
async function sameTabs(db: Queryable, tabs: readonly { id: number }[]): Promise<void> {
  const { rows } = await db.query<{ id: number }>('select id from nav_items where approved order by id');
  const live = rows.map((row) => row.id).join(',');
  if (
    tabs
      .map((tab) => tab.id)
      .toSorted((a, b) => a - b)
      .join(',') !== live
  )
    throw badRequest(STUDIO_NAV_MESSAGES.tabs);
}

/** The main navigation as one draftable item: its approved tabs in order, their revision in the history. */
function navigation(now: () => Date): Draftable<Tab[]> {
  return {
    kind: 'nav',
    key: 'main',
    revision: (db) => recordedRevision(db, 'nav', 'main'),
    async live(db) {
      const { rows } = await db.query<Tab>(
        `select id, title, link, text_color, background_color, alternate_color, content from nav_items where approved order by position, id`,
      );
      return rows;
    },
    async apply(tx, tabs) {
      await sameTabs(tx, tabs);
      for (const [position, tab] of tabs.entries()) {
        await tx.query(
          `update nav_items set position = $2, title = $3, link = $4, text_color = $5, background_color = $6, alternate_color = $7, content = $8,
                  updated_at = $9 where id = $1`,
          [tab.id, position, tab.title, tab.link, tab.text_color, tab.background_color, tab.alternate_color, tab.content, now()],
        );
      }
    },
  };
}

/**
 * The main navigation in the studio (decision 099): its tabs' order, titles, links, colours and panel text, drafted by every studio
 * role and published by publishers and the Board. The panels' links, featured blocks and categories are kept as they are.
 */
export function registerStudioNavRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now } = ctx;
  const item = navigation(now);
  const view = (): Promise<StudioNavView> => versioned(db, item);

  route(app, contract.studioNav, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return view();
  });

  registerDraftedCalls(app, ctx, 'studioNav', {
    item: async () => item,
    async draft({ tabs }) {
      await sameTabs(db, tabs);
      return tabs.map((tab) => ({ ...tab, content: sanitizeRichText(tab.content) || null }));
    },
    view,
  });
}
