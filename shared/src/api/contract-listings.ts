import { z } from './schemas/zod';
import { endpoint, type EndpointDef } from './endpoint';
import { MessageSchema } from './schemas/common';
import {
  BoardClaimSchema,
  ClaimDecisionBodySchema,
  ClaimListingParamsSchema,
  ClaimListingSchema,
  ClaimStartBodySchema,
  ClaimVerifyBodySchema,
  MemberClaimSchema,
} from './schemas/claim';
import { CorrectionBodySchema, CorrectionResolveBodySchema, CorrectionSchema } from './schemas/correction';

const bearer = 'bearer' as const;

/**
 * Listings that stay true (issue 46): claiming a listing (decision 088) and corrections visitors suggest (decision 089). Every call but a
 * visitor's suggestion needs a token; the server checks role and ownership.
 */
export const listingsContract = {
  claimListing: endpoint({
    method: 'GET',
    path: '/api/claims/listing/:id',
    params: ClaimListingParamsSchema,
    response: ClaimListingSchema,
    auth: bearer,
    summary: 'An approved listing a member may claim: whether a mailed code or the board proves it, and their open claim of it',
  }),
  claimStart: endpoint({
    method: 'POST',
    path: '/api/claims/start',
    body: ClaimStartBodySchema,
    response: MemberClaimSchema,
    auth: bearer,
    summary: "Destination members: claims a listing; a code goes to the listing's own address, or the claim waits for the board",
  }),
  claimVerify: endpoint({
    method: 'POST',
    path: '/api/claims/verify',
    body: ClaimVerifyBodySchema,
    response: MemberClaimSchema,
    auth: bearer,
    summary: 'Proves a claim with the mailed code: the member owns the listing, marked Verified',
  }),
  myClaims: endpoint({
    method: 'GET',
    path: '/api/claims/user',
    response: z.array(MemberClaimSchema),
    auth: bearer,
    summary: "The member's claims, newest first",
  }),
  claimsPending: endpoint({
    method: 'GET',
    path: '/api/claims/pending',
    response: z.array(BoardClaimSchema),
    auth: bearer,
    summary: 'Board only: claims waiting for the board, oldest first',
  }),
  claimDecide: endpoint({
    method: 'POST',
    path: '/api/claims/decide',
    body: ClaimDecisionBodySchema,
    response: MessageSchema,
    auth: bearer,
    summary: 'Board only: gives the listing to the claiming member, or turns the claim down; the note is mailed to them',
  }),

  correctionCreate: endpoint({
    method: 'POST',
    path: '/corrections/create',
    body: CorrectionBodySchema,
    response: MessageSchema,
    summary: 'Anyone: suggests a correction to a listing, with the bot check; its owner is told, and the board after a week without them',
  }),
  myCorrections: endpoint({
    method: 'GET',
    path: '/api/corrections/user',
    response: z.array(CorrectionSchema),
    auth: bearer,
    summary: "Corrections suggested to the member's listings, open ones first",
  }),
  correctionsPending: endpoint({
    method: 'GET',
    path: '/api/corrections/pending',
    response: z.array(CorrectionSchema),
    auth: bearer,
    summary: 'Board only: open corrections of listings nobody owns, or whose owner has not acted within a week; oldest first',
  }),
  correctionResolve: endpoint({
    method: 'POST',
    path: '/api/corrections/resolve',
    body: CorrectionResolveBodySchema,
    response: MessageSchema,
    auth: bearer,
    summary: "The listing's owner, or the board once it sees it: marks a correction fixed or not right",
  }),
} satisfies Record<string, EndpointDef>;
