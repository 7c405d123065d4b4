import { z } from './schemas/zod';
import { endpoint, type EndpointDef } from './endpoint';
import { AdRequestAnsweredBodySchema, AdRequestSchema, AdRequestsSchema } from './schemas/advertising';
import { idParam, MessageSchema } from './schemas/common';
import { StudioPostActionBodySchema, StudioPostSaveBodySchema, StudioPostSchema, StudioPostsSchema } from './schemas/studio-posts';
import {
  StudioAccessSchema,
  StudioInviteSchema,
  StudioMenuDraftBodySchema,
  StudioMenuNameBodySchema,
  StudioMenuRestoreBodySchema,
  StudioMenuSchema,
  StudioMenusSchema,
  StudioPeopleSchema,
  StudioPersonSchema,
  StudioRemoveSchema,
} from './schemas/studio';

const bearer = 'bearer' as const;
/** A post's picture may arrive as a data URL of up to 5,000,000 bytes. */
const WITH_IMAGE = 8 * 1024 * 1024;

/** The content studio (mf-studio, decision 092): every call answers 401 signed out and 403 to a member without the role it needs. */
export const studioContract = {
  studioAccess: endpoint({
    method: 'GET',
    path: '/api/studio/access',
    response: StudioAccessSchema,
    auth: bearer,
    summary: "The signed-in member's studio role: admin (the Board), editor or publisher; 403 for anyone else",
  }),
  studioPeople: endpoint({
    method: 'GET',
    path: '/api/studio/people',
    response: StudioPeopleSchema,
    auth: bearer,
    summary: 'Board only: the editors and publishers it invited, in the order it invited them',
  }),
  studioInvite: endpoint({
    method: 'POST',
    path: '/api/studio/people',
    body: StudioInviteSchema,
    response: StudioPersonSchema,
    auth: bearer,
    summary: 'Board only: makes the member with that e-mail address an editor or a publisher (a new role replaces the old one)',
  }),
  studioRemove: endpoint({
    method: 'POST',
    path: '/api/studio/people/remove',
    body: StudioRemoveSchema,
    response: MessageSchema,
    auth: bearer,
    summary: 'Board only: takes away a member’s studio role',
  }),
  studioAdRequests: endpoint({
    method: 'GET',
    path: '/api/studio/ads/requests',
    response: AdRequestsSchema,
    auth: bearer,
    summary: 'Every studio role: the advertiser form’s requests, those waiting first, newest first',
  }),
  studioAdRequestAnswered: endpoint({
    method: 'POST',
    path: '/api/studio/ads/requests/answered',
    body: AdRequestAnsweredBodySchema,
    response: AdRequestSchema,
    auth: bearer,
    summary: 'Every studio role: marks a request answered (with who and when), or waiting again',
  }),
  studioMenus: endpoint({
    method: 'GET',
    path: '/api/studio/menus',
    response: StudioMenusSchema,
    auth: bearer,
    summary: 'Every studio role: the utility bar and both footer menus, each live with its revision, its draft and its history',
  }),
  studioMenuDraft: endpoint({
    method: 'POST',
    path: '/api/studio/menus/draft',
    body: StudioMenuDraftBodySchema,
    response: StudioMenuSchema,
    auth: bearer,
    summary: "Every studio role: saves a menu's draft (nothing changes on the site); 409 when the menu was published after base_revision",
  }),
  studioMenuPublish: endpoint({
    method: 'POST',
    path: '/api/studio/menus/publish',
    body: StudioMenuNameBodySchema,
    response: StudioMenuSchema,
    auth: bearer,
    summary: "Publishers and the Board: the menu's draft goes live as its next revision, kept in its history; 409 when it was started from an older one",
  }),
  studioMenuDiscard: endpoint({
    method: 'POST',
    path: '/api/studio/menus/discard',
    body: StudioMenuNameBodySchema,
    response: StudioMenuSchema,
    auth: bearer,
    summary: "Every studio role: throws a menu's draft away",
  }),
  studioMenuRestore: endpoint({
    method: 'POST',
    path: '/api/studio/menus/restore',
    body: StudioMenuRestoreBodySchema,
    response: StudioMenuSchema,
    auth: bearer,
    summary: 'Every studio role: a revision from the menu’s history becomes its draft, to publish again',
  }),
  studioPosts: endpoint({
    method: 'GET',
    path: '/api/studio/posts',
    response: StudioPostsSchema,
    auth: bearer,
    summary: 'Every studio role: every dispatch post, drafts, scheduled, live and retired, newest first',
  }),
  studioPost: endpoint({
    method: 'GET',
    path: '/api/studio/posts/:id',
    params: z.object({ id: idParam }),
    response: StudioPostSchema,
    auth: bearer,
    summary: 'Every studio role: a post as its editor opens it, its pending revision laid over it',
  }),
  studioPostSave: endpoint({
    method: 'POST',
    path: '/api/studio/posts/save',
    body: StudioPostSaveBodySchema,
    response: StudioPostSchema,
    auth: bearer,
    maxBodyBytes: WITH_IMAGE,
    summary: 'Every studio role: a new post (a draft), or an edit: of a draft in place, of a published post as its pending revision',
  }),
  studioPostPublish: endpoint({
    method: 'POST',
    path: '/api/studio/posts/publish',
    body: StudioPostActionBodySchema,
    response: StudioPostSchema,
    auth: bearer,
    summary: 'Publishers and the Board: the post (with its pending revision) goes on the site, at once or at its publish date',
  }),
  studioPostRetire: endpoint({
    method: 'POST',
    path: '/api/studio/posts/retire',
    body: StudioPostActionBodySchema,
    response: StudioPostSchema,
    auth: bearer,
    summary: 'Publishers and the Board: takes a post off the site; publishing it again puts it back',
  }),
  studioPostDiscard: endpoint({
    method: 'POST',
    path: '/api/studio/posts/discard',
    body: StudioPostActionBodySchema,
    response: StudioPostSchema,
    auth: bearer,
    summary: "Every studio role: throws a published post's pending revision away",
  }),
} satisfies Record<string, EndpointDef>;
