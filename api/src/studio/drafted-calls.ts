import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contract, type EndpointDef, type EndpointOutput } from '@valley/shared/api/contract';
import { STUDIO_ROLES, type StudioRole } from '@valley/shared/schemas/studio';
import type { AppContext } from '../app';
import type { Member } from '../auth/tokens';
import { route } from '../http/route';
import { PUBLISHING_ROLES, requireStudioRole } from '../routes/studio';
import { discardDraft, type Draftable, publishDraft, restoreRevision, saveDraft, scheduleDraft } from './drafts';

/** The drafted items (decision 095), by the name their calls start with. */
type Drafted =
  | 'studioMenu'
  | 'studioSettings'
  | 'studioNav'
  | 'studioCategory'
  | 'studioExperience'
  | 'studioTown'
  | 'studioEventCategory'
  | 'studioActivity'
  | 'studioPage';
/** A call's body as its schema parsed it. */
type Body<N extends keyof typeof contract> = (typeof contract)[N] extends { body: z.ZodType } ? z.output<(typeof contract)[N]['body']> : never;
/** What names the item in each call's body: a menu's name, a page's id; nothing for the one navigation and the settings. */
type Target<P extends Drafted> = Body<`${P}Publish`>;

export interface DraftedItem<P extends Drafted, Content> {
  /** The item a call names (404 when there is none). */
  item(target: Target<P>): Promise<Draftable<Content>>;
  /** The draft a save sends, checked and as it is kept (a new picture stored as the member's upload). */
  draft(body: Body<`${P}Draft`>, member: Member): Content | Promise<Content>;
  /** The item as every call answers it. */
  view(target: Target<P>): Promise<EndpointOutput<`${P}Draft`>>;
  /** After a save, a discard or a restore: what else follows the draft (a page's pending revision). */
  drafted?(target: Target<P>): Promise<void>;
  /** The time a publication asks the draft to wait for (decision 133), null to call one off; undefined publishes now. */
  waits?(target: Target<P>): Promise<Date | null | undefined>;
}

/**
 * A drafted item's four writes: every studio role saves a draft (409 when it started from an older revision), discards it and
 * restores an earlier revision as the draft; publishers and the Board publish it, and the API's cached answers go, or schedule it.
 */
export function registerDraftedCalls<P extends Drafted, Content>(app: FastifyInstance, { db, now }: AppContext, prefix: P, calls: DraftedItem<P, Content>) {
  const write = (call: 'Draft' | 'Publish' | 'Discard' | 'Restore', roles: readonly StudioRole[], act: (body: never, member: Member) => Promise<void>) =>
    route(
      app,
      contract[`${prefix}${call}`] as EndpointDef,
      (async ({ body, member }: { body: never; member: Member }) => {
        await requireStudioRole(db, member, roles);
        await act(body, member);
        return calls.view(body);
      }) as never,
    );

  write('Draft', STUDIO_ROLES, async (body: Body<`${P}Draft`> & { base_revision: number }, member) => {
    await saveDraft(db, await calls.item(body as never), await calls.draft(body, member), body.base_revision, member.id, now());
    await calls.drafted?.(body as never);
  });
  write('Publish', PUBLISHING_ROLES, async (body: Target<P>, member) => {
    const waits = await calls.waits?.(body);
    // Nothing on the site changes until the time comes.
    if (waits !== undefined) return scheduleDraft(db, await calls.item(body), waits, member.id);
    await publishDraft(db, await calls.item(body), member.id, now());
    await app.contentChanged();
  });
  write('Discard', STUDIO_ROLES, async (body: Target<P>) => {
    await discardDraft(db, await calls.item(body));
    await calls.drafted?.(body);
  });
  write('Restore', STUDIO_ROLES, async (body: Target<P> & { revision: number }, member) => {
    await restoreRevision(db, await calls.item(body), body.revision, member.id, now());
    await calls.drafted?.(body);
  });
}
