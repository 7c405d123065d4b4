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

const bearer = 'bearer' as const;

/** Listings that stay true (issue 46): claiming a listing. Every call needs a token; the server checks role and ownership. */
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
} satisfies Record<string, EndpointDef>;
