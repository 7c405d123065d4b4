import { endpoint, type EndpointDef } from './endpoint';
import { AdRequestAnsweredBodySchema, AdRequestSchema, AdRequestsSchema } from './schemas/advertising';
import { MessageSchema } from './schemas/common';
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
} satisfies Record<string, EndpointDef>;
