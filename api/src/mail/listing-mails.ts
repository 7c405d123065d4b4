import { CLAIM_CODE_LIFETIME_HOURS } from '@valley/shared/schemas/claim';
import { CORRECTION_FIELDS, CORRECTION_OWNER_DAYS, type CorrectionField } from '@valley/shared/schemas/correction';
import { mail, oneLine, PRODUCT } from './templates';

/** Mails of claiming a listing (decision 088) and of the corrections visitors suggest (decision 089); names typed by people go into subjects through oneLine. */

/** To the listing's own address: the code that proves the member may manage it. */
export const claimCodeMail = ({ listing, member, memberEmail, code }: { listing: string; member: string; memberEmail: string; code: string }) =>
  mail(`Your ${PRODUCT} code for ${oneLine(listing)}`, [
    'Hello,',
    `${member} (${memberEmail}) asked to manage the listing of ${listing} on ${PRODUCT}, the valley's visitor guide. This is the address the listing gives, so we send the code here.`,
    `If ${member} works with you, give them this code: ${code}`,
    `It works for ${CLAIM_CODE_LIFETIME_HOURS} hours. If you do not know them, ignore this message: nothing changes without the code.`,
  ]);

/** To the member: what the board decided about their claim, with its note. */
export const claimDecisionMail = ({ listing, approved, note, link }: { listing: string; approved: boolean; note: string; link: string }) =>
  approved
    ? mail(`You manage ${oneLine(listing)} on ${PRODUCT}`, [
        `The ${PRODUCT} team approved your claim: ${listing} is yours to manage, marked Verified, and in your profile's Destinations.`,
        `Their note: ${note}`,
        link,
      ])
    : mail(`Your claim of ${oneLine(listing)}`, [`The ${PRODUCT} team could not give you the listing of ${listing}.`, `Their note: ${note}`]);

/** To a listing's former owner when the board gave it to someone who proved it is theirs. */
export const claimMovedMail = ({ listing }: { listing: string }) =>
  mail(`${oneLine(listing)} is managed by another member now`, [
    `The ${PRODUCT} team gave the listing of ${listing} to another member who showed it is theirs. It is no longer in your profile.`,
    "If you think this is a mistake, write to us through the site's support form.",
  ]);

/** To a listing's owner: what a visitor says is wrong, and where to act on it before the board sees it too. */
export const correctionMail = ({
  listing,
  field,
  suggestion,
  email,
  link,
}: {
  listing: string;
  field: CorrectionField;
  suggestion: string;
  email: string | null;
  link: string;
}) =>
  mail(`A visitor suggests a correction to ${oneLine(listing)}`, [
    `A visitor of ${PRODUCT} says something on the listing of ${listing} is not right.`,
    `${CORRECTION_FIELDS[field]}: ${suggestion}`,
    email ? `They would like to hear back at ${email}.` : 'They left no address.',
    `Fix the listing from your profile and mark the correction there, or say it is not right. If nobody acts on it within ${CORRECTION_OWNER_DAYS} days, the tourism board sees it too.`,
    link,
  ]);
