import { endpoint, type EndpointDef } from './endpoint';
import {
  BotCheckChallengeSchema,
  ContactBodySchema,
  ForgotBodySchema,
  InterestsBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetBodySchema,
  ShareBodySchema,
  SignInLinkBodySchema,
  SupportBodySchema,
  UserSchema,
} from './schemas/account';
import { AdvertiserBodySchema } from './schemas/advertising';
import { MessageSchema } from './schemas/common';

/** The profile payload may carry two images (avatar and company image) as data URLs of up to 5,000,000 bytes each. */
const WITH_TWO_IMAGES = 14 * 1024 * 1024;

/**
 * Accounts (member-area §7). The activation and e-mail confirmation links are browser redirects, not JSON calls, so they are not declared
 * here (api/src/routes/account.ts).
 */
export const accountContract = {
  contactsCreate: endpoint({
    method: 'POST',
    path: '/contacts/create',
    body: ContactBodySchema,
    response: MessageSchema,
    summary: 'Newsletter sign-up; answers the same whether or not the address was already listed',
  }),
  botCheckChallenge: endpoint({
    method: 'GET',
    path: '/api/bot-check/challenge',
    response: BotCheckChallengeSchema,
    summary: 'A fresh proof-of-work challenge; its solution (challenge:nonce) is the token of register and support. Never cached',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: RegisterBodySchema,
    response: RegisterResponseSchema,
    summary:
      'Registers a member and mails a single-use activation link; the same answer for an address already registered (an unactivated one gets a choose-your-password link instead)',
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: LoginBodySchema,
    response: LoginResponseSchema,
    summary:
      'Signs an activated member in; answers an opaque access token and the device token to send with the next sign-in, a new one each time (decisions 030, 075). One 401 for a wrong password, an unknown or a not-activated account; 429 with Retry-After while throttled; sign_in_link (from the mailed link) gives this sign-in a budget of its own, 400 when it is not live',
  }),
  signInLink: endpoint({
    method: 'POST',
    path: '/api/login/link',
    body: SignInLinkBodySchema,
    response: MessageSchema,
    summary:
      'Mails the account a single-use sign-in link (15 minutes) that lets the browser opening it sign in with the password while the account is locked for new browsers (decision 075); the same answer whether or not the address has an account',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    response: MessageSchema,
    auth: 'bearer',
    summary: 'Revokes the access token the call carries',
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/user',
    response: UserSchema,
    auth: 'bearer',
    summary: 'The signed-in member',
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/users/forgot',
    body: ForgotBodySchema,
    response: MessageSchema,
    summary: 'Mails a password-reset link; the same answer whether or not the address has an account',
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/users/forgot',
    body: ResetBodySchema,
    response: MessageSchema,
    summary: 'Sets a new password with the mailed reset token (single use) and signs out every earlier session',
  }),
  supportMessage: endpoint({
    method: 'POST',
    path: '/messages/support',
    body: SupportBodySchema,
    response: MessageSchema,
    summary: 'Sends a message to support (bot-checked)',
  }),
  advertise: endpoint({
    method: 'POST',
    path: '/api/advertise',
    body: AdvertiserBodySchema,
    response: MessageSchema,
    summary: "Anyone: the advertiser form (bot-checked); the request waits in the studio's Ads section and is mailed to the board",
  }),
  shareLink: endpoint({
    method: 'POST',
    path: '/api/share/link',
    body: ShareBodySchema,
    response: MessageSchema,
    auth: 'bearer',
    summary: 'Mails a link to a page of the public site to an address',
  }),
  profileUpdate: endpoint({
    method: 'POST',
    path: '/api/profile/update',
    body: ProfileUpdateBodySchema,
    response: UserSchema,
    auth: 'bearer',
    maxBodyBytes: WITH_TWO_IMAGES,
    summary:
      "Saves the member's profile (the first save starts it); answers the updated member. A new email needs current_password and takes effect once the link mailed to it is followed; the answer is the same whether or not the address is taken",
  }),
  profileInterests: endpoint({
    method: 'POST',
    path: '/api/profile/interests',
    body: InterestsBodySchema,
    response: UserSchema,
    auth: 'bearer',
    summary: 'Saves the Eat, Stay, Explore preferences; answers the updated member',
  }),
} satisfies Record<string, EndpointDef>;
