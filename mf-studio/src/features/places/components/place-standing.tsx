import { useState } from 'react';
import type { LinkingPage, PlaceKind, StudioPlace } from '@valley/shared/schemas/studio-places';
import { Link } from '@valley/shared/router';
import { Button } from '@valley/shared/ui/button';
import { useStudioRole } from '../../../components/studio-frame';
import { refusalOf } from '../../../lib/form-messages';
import { usePlaceStanding } from '../api/places';
import { paths } from '../../../config/paths';
import { PLACE_KINDS_SHOWN } from '../kinds';

/**
 * Whether a place is on the site (a new one is not until it is published: decision 123), and for publishers and the Board the way to take it off and bring it back (decision 122). What
 * still uses it is said first: its listings stay on the site without it, and while the navigation links to it, it cannot go.
 */
export function PlaceStanding({ kind, place }: { kind: PlaceKind; place: StudioPlace }) {
  const role = useStudioRole();
  const shownAs = PLACE_KINDS_SHOWN[kind];
  const { retire, reinstate, busy } = usePlaceStanding(kind, place.id);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState('');
  const path = shownAs.page({ id: place.id, slug: place.live.slug });
  const { listings, navigation, pages } = place.used_by;

  async function act(call: () => Promise<StudioPlace>, done: string) {
    setFailure('');
    setSaid('');
    try {
      await call();
      setSaid(done);
    } catch (error) {
      setFailure(refusalOf(error, [], 'That did not work. Please try again.').message);
    }
  }

  const canPublish = role === 'admin' || role === 'publisher';
  if (place.status === 'new') {
    return (
      <section aria-labelledby="studio-place-standing">
        <h4 id="studio-place-standing">Not on the site yet</h4>
        <p>
          This {shownAs.noun} is new: no list or filter names it until {canPublish ? 'you publish' : 'a publisher or the board publishes'} its draft. Then its
          page is {shownAs.page({ id: place.id, slug: (place.draft?.content ?? place.live).slug })}.
        </p>
      </section>
    );
  }
  const retired = place.status === 'retired';
  return (
    <section aria-labelledby="studio-place-standing">
      <h4 id="studio-place-standing">{retired ? 'Retired' : 'Retire'}</h4>
      {retired ? (
        <p>
          {path} answers 404, and no list or filter on the site names this {shownAs.noun}. Its {listings} {listings === 1 ? 'listing stays' : 'listings stay'}{' '}
          on the site without it.
        </p>
      ) : (
        <p>
          Retired, {path} answers 404 and no list or filter names it. Its {listings} {listings === 1 ? 'listing stays' : 'listings stay'} on the site without
          it.
          {navigation > 0
            ? ` The navigation points here ${navigation === 1 ? 'once' : `${navigation} times`}: take ${navigation === 1 ? 'that link' : 'those links'} out first.`
            : ''}
        </p>
      )}
      {!retired && pages.length > 0 ? <LinkingPages pages={pages} /> : null}
      {canPublish && retired ? (
        <Button variant="outline" disabled={busy} onClick={() => void act(reinstate, `Back on the site: ${path}.`)}>
          Bring it back
        </Button>
      ) : null}
      {canPublish && !retired ? (
        <Button variant="outline" disabled={busy || navigation > 0} onClick={() => void act(retire, `Retired: ${path} answers 404 now.`)}>
          Retire this {shownAs.noun}
        </Button>
      ) : null}
      <p role="status">{said}</p>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  );
}

/** The pages whose blocks or text link here (decision 124): retiring does not wait for them, so each is named, to its editor. */
function LinkingPages({ pages }: { pages: LinkingPage[] }) {
  return (
    <>
      <p>
        {pages.length === 1 ? 'A page links here' : `${pages.length} pages link here`}: once it is retired,{' '}
        {pages.length === 1 ? 'that link leads' : 'those links lead'} to the 404 screen. Change {pages.length === 1 ? 'it' : 'them'} first, or after.
      </p>
      <ul>
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={paths.page.href(page.id)}>{page.title}</Link> ({page.link})
          </li>
        ))}
      </ul>
    </>
  );
}
