import { useId, useState } from 'react';
import { STUDIO_PLACE_MESSAGES, type LinkingPage, type PlaceKind, type StudioPlace } from '@valley/shared/schemas/studio-places';
import { Link, useNavigate } from '@valley/shared/router';
import { Button } from '@valley/shared/ui/button';
import { notify } from '@valley/shared/ui/toast';
import fields from '../../../components/form-fields.module.css';
import { FieldMessage } from '../../../components/studio-parts';
import { useStudioRole } from '../../../components/studio-frame';
import { refusalOf } from '../../../lib/form-messages';
import { useMergePlace, usePlaces, usePlaceStanding } from '../api/places';
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
      {canPublish ? <MergePlace kind={kind} place={place} /> : null}
    </section>
  );
}

/**
 * Merging into another place of the kind on the site (decision 129), after a second press: its listings are filed there, its address
 * answers 301 there and the navigation follows; then it is deleted. The other's editor opens.
 */
function MergePlace({ kind, place }: { kind: PlaceKind; place: StudioPlace }) {
  const id = useId();
  const navigate = useNavigate();
  const shownAs = PLACE_KINDS_SHOWN[kind];
  const { data: places } = usePlaces(kind);
  const { merge, busy } = useMergePlace(kind, place.id);
  const [into, setInto] = useState('');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState('');
  const others = (places ?? []).filter((other) => other.id !== place.id && other.status === 'live');
  const target = others.find((other) => String(other.id) === into);

  async function mergeInto(targetId: number) {
    setFailure('');
    try {
      const merged = await merge(targetId);
      notify.success(STUDIO_PLACE_MESSAGES.merged(merged.merged.name, merged.live.name));
      navigate(shownAs.editor(merged.id));
    } catch (error) {
      setAsking(false);
      setFailure(refusalOf(error, ['into'], 'The merge did not work. Please try again.').message);
    }
  }

  return (
    <>
      <h4 id={`${id}-title`}>Merge into another {shownAs.noun}</h4>
      <p>
        Its {place.used_by.listings} {place.used_by.listings === 1 ? 'listing is' : 'listings are'} filed under the other, its address sends visitors there and
        the navigation follows. Then this {shownAs.noun} is deleted: it cannot be undone.
      </p>
      <div className={fields.field}>
        <label htmlFor={`${id}-into`}>Merge into</label>
        <select
          id={`${id}-into`}
          value={into}
          onChange={(event) => {
            setInto(event.target.value);
            setAsking(false);
          }}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-into-error` : undefined}
        >
          <option value="">Choose a {shownAs.noun}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </select>
        <FieldMessage id={`${id}-into`} error={failure || undefined} />
      </div>
      {asking && target ? (
        <div className={fields.actions}>
          <p>
            Merge {place.live.name} into {target.name} for good?
          </p>
          <Button pending={busy} onClick={() => void mergeInto(target.id)}>
            Merge for good
          </Button>
          <Button variant="outline" onClick={() => setAsking(false)}>
            Keep both
          </Button>
        </div>
      ) : (
        <Button variant="outline" disabled={!target} onClick={() => setAsking(true)}>
          Merge…
        </Button>
      )}
    </>
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
