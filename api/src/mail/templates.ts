import { ACTIVATION_LIFETIME_MS, EMAIL_CHANGE_LIFETIME_MS, RESET_LIFETIME_MS, SIGN_IN_LINK_LIFETIME_MS } from '../auth/account-tokens';

/** The account mails: plain text plus simple HTML with absolute links; anything a person typed is escaped in the HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const PRODUCT = 'Happy Valley';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Names typed by people go into subjects: one line, no control characters. */
// oxlint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
export const oneLine = (text: string) => text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 120);

const hours = (ms: number) => `${Math.round(ms / 3_600_000)} hour${ms === 3_600_000 ? '' : 's'}`;

/** Paragraphs of text (blank-line separated) as HTML; a URL alone on a line becomes a link. */
function toHtml(title: string, paragraphs: string[]): string {
  const body = paragraphs
    .map((paragraph) => {
      const trimmed = paragraph.trim();
      if (/^https?:\/\/\S+$/.test(trimmed)) return `<p><a href="${escapeHtml(trimmed)}">${escapeHtml(trimmed)}</a></p>`;
      return `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5">\n${body}\n<p style="color:#666">${PRODUCT}</p></body></html>`;
}

export function mail(subject: string, paragraphs: string[]): MailContent {
  return { subject, text: `${paragraphs.join('\n\n')}\n\n${PRODUCT}\n`, html: toHtml(subject, paragraphs) };
}

export const activationMail = ({ firstName, link }: { firstName: string; link: string }) =>
  mail(`Activate your ${PRODUCT} account`, [
    `Hello ${firstName},`,
    `Welcome to ${PRODUCT}! Open this link to activate your account, then sign in:`,
    link,
    `The link works once and expires in ${hours(ACTIVATION_LIFETIME_MS)}. If you did not register, ignore this message: without activation the account cannot be used.`,
  ]);

/** Sent instead of an activation mail when someone registers with an address that already has an activated account. */
export const existingAccountMail = ({ firstName, loginUrl, forgotUrl }: { firstName: string; loginUrl: string; forgotUrl: string }) =>
  mail(`Someone tried to register with your ${PRODUCT} address`, [
    `Hello ${firstName},`,
    `Someone (perhaps you) just tried to register a ${PRODUCT} account with this e-mail address. You already have one, so nothing was changed, and your password stays as it was.`,
    'Sign in here:',
    loginUrl,
    'Forgot your password? Reset it here:',
    forgotUrl,
    'If this was not you, you can ignore this message.',
  ]);

/**
 * For an address not yet activated that is registered again (decision 030): nobody has proven the mailbox, so no typed password
 * is kept; whoever reads this chooses it, which also activates.
 */
export const choosePasswordMail = ({ firstName, link }: { firstName: string; link: string }) =>
  mail(`Choose your ${PRODUCT} password`, [
    `Hello ${firstName},`,
    `This address was registered with ${PRODUCT} more than once before the account was activated, so to keep it safe no password is set yet. Open this link to choose your password; that also activates the account:`,
    link,
    `The link works once and expires in ${hours(ACTIVATION_LIFETIME_MS)}. Earlier activation links for this address no longer work. If you did not register, ignore this message: without a password the account cannot be used.`,
  ]);

/** To the new address of an e-mail change: the link that makes it the sign-in address. */
export const emailChangeMail = ({ firstName, link }: { firstName: string; link: string }) =>
  mail(`Confirm your new ${PRODUCT} address`, [
    `Hello ${firstName},`,
    `You asked to sign in to ${PRODUCT} with this address from now on. Open this link to confirm it:`,
    link,
    `The link works once and expires in ${hours(EMAIL_CHANGE_LIFETIME_MS)}. Until then you sign in with your old address. If you did not ask, ignore this message: nothing changes.`,
  ]);

/** To the current address of an e-mail change: what was asked, and what to do if it was not the member. */
export const emailChangeNoticeMail = ({ firstName, newEmail, forgotUrl }: { firstName: string; newEmail: string; forgotUrl: string }) =>
  mail(`Your ${PRODUCT} sign-in address is about to change`, [
    `Hello ${firstName},`,
    `Someone signed in to your account asked to change its sign-in address to ${newEmail}. It changes only when the link sent there is opened.`,
    'If this was not you, reset your password now: that signs everyone out and cancels the change.',
    forgotUrl,
  ]);

/** To an address that already has an account, when another member asks to move to it: nothing happens. */
export const emailTakenMail = ({ loginUrl, forgotUrl }: { loginUrl: string; forgotUrl: string }) =>
  mail(`Someone tried to use your ${PRODUCT} address`, [
    'Hello,',
    `A ${PRODUCT} member asked to use this e-mail address for their account. You already have an account with it, so nothing was changed.`,
    'Sign in here:',
    loginUrl,
    'Forgot your password? Reset it here:',
    forgotUrl,
    'If you do not know why you got this, you can ignore it.',
  ]);

export const resetMail = ({ firstName, link }: { firstName: string; link: string }) =>
  mail(`Reset your ${PRODUCT} password`, [
    `Hello ${firstName},`,
    'Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new one:',
    link,
    `The link works once and expires in ${hours(RESET_LIFETIME_MS)}. Setting a new password signs you out everywhere. If you did not ask, ignore this message: your password stays as it is.`,
  ]);

/**
 * A sign-in link (decision 075): opened in a browser, it lets that browser sign in with the password on a budget of its own, however
 * many failed sign-ins from elsewhere have locked the account. It does not sign in by itself.
 */
export const signInLinkMail = ({ firstName, link, forgotUrl }: { firstName: string; link: string; forgotUrl: string }) =>
  mail(`Your ${PRODUCT} sign-in link`, [
    `Hello ${firstName},`,
    `Someone (hopefully you) asked for a link to sign in to ${PRODUCT}. After many failed sign-ins we make new browsers wait a few minutes; open this link in the browser you want to use and sign in there with your password right away:`,
    link,
    `The link works once and expires in ${Math.round(SIGN_IN_LINK_LIFETIME_MS / 60_000)} minutes. It does not sign anyone in without your password. If you did not ask for it, ignore this message; if you think someone is guessing your password, choose a new one:`,
    forgotUrl,
  ]);

export const shareMail = ({ fromName, url }: { fromName: string; url: string }) =>
  mail(`${oneLine(fromName)} shared a ${PRODUCT} page with you`, [`${fromName} thought you would like this page:`, url]);

export const supportMail = ({ from, content }: { from: string; content: string }) => mail(`Support request from ${from}`, [`From: ${from}`, content]);

/** To each Board account: an advertiser's request, every field they filled in, and where the studio lists it. */
export const adRequestMail = ({ fields, content, link }: { fields: [label: string, value: string | null][]; content: string; link: string }) =>
  mail(`Advertising request from ${oneLine(fields[0]?.[1] ?? '')}`, [
    fields
      .filter((field): field is [string, string] => field[1] !== null)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    content,
    'Answer by replying to this message, and mark it answered in the studio:',
    link,
  ]);
