import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { SITE_SETTING_LINKS, STUDIO_ROLES, type StudioSettings, type StudioSettingsView } from '@valley/shared/schemas/studio';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, recordedRevision, versioned } from '../studio/drafts';
import { requireStudioRole } from './studio';

const KEYS = ['organization', 'nav_bar_color', ...Object.keys(SITE_SETTING_LINKS)] as (keyof StudioSettings)[];

/** The site's settings as one draftable item: part of the `global` variables the chrome reads (public-site §3), their revision in the history. */
const settings: Draftable<StudioSettings> = {
  kind: 'settings',
  key: 'site',
  revision: (db) => recordedRevision(db, 'settings', 'site'),
  async live(db) {
    const { rows } = await db.query<{ value: Record<string, unknown> }>(`select value from globals where key = 'global'`);
    const stored = rows[0]?.value ?? {};
    const text = (key: string) => (typeof stored[key] === 'string' && stored[key] !== '' ? (stored[key] as string) : null);
    return Object.fromEntries(KEYS.map((key) => [key, text(key)])) as StudioSettings;
  },
  async apply(tx, content) {
    // The other globals (default images) stay as they are.
    await tx.query(`update globals set value = value || $1::jsonb, updated_at = now() where key = 'global'`, [JSON.stringify(content)]);
  },
};

const view = (db: Queryable): Promise<StudioSettingsView> => versioned(db, settings);

/** The site's settings in the studio (decision 095): drafted by every studio role, published by publishers and the Board. */
export function registerStudioSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  route(app, contract.studioSettings, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return view(db);
  });

  registerDraftedCalls(app, ctx, 'studioSettings', { item: async () => settings, draft: (body) => body.settings, view: () => view(db) });
}
