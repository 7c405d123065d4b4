import { matchPath } from '@valley/shared/router';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { getAuthToken } from '@valley/shared/stores/auth';
import { paths } from '../config/paths';
import { listingInput } from '../features/corrections/api/use-listing';
import { MEMBER_LISTS, NO_INPUT } from '../lib/member-data';

/**
 * The dashboard's first calls (the member and the six lists behind the count tiles), started by the shell while this remote's code loads.
 * Signed out, /profile sends the visitor to sign in, and the account forms need nothing before they render, but the correction form
 * names its listing.
 */
export const prefetch: RemotePrefetchModule['prefetch'] = ({ pathname }, call) => {
  const suggest = matchPath(paths.suggest.pattern, pathname)?.params.slug;
  if (suggest) return call('destinationGet', listingInput(suggest));
  if (!matchPath(paths.profile.pattern, pathname) || !getAuthToken()) return;
  call('user', NO_INPUT);
  for (const list of MEMBER_LISTS) call(list, NO_INPUT);
};
