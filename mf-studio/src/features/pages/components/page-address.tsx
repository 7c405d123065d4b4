import { RETIRE_MESSAGES } from '@valley/shared/schemas/studio';
import { useState } from 'react';
import { apiKey } from '@valley/shared/api/swr';
import { STUDIO_PAGE_MESSAGES, StudioPageMoveBodySchema, type StudioPage } from '@valley/shared/schemas/studio-pages';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import { useStudioRole } from '../../../components/studio-frame';
import { RetireLater } from '../../../components/retire-later';
import { Outcome, TextInput } from '../../../components/studio-parts';
import { refusalOf } from '../../../lib/form-messages';
import { useStudioMutation } from '../../../lib/studio-mutation';

/** The API's refusal, without the field's name when it is about the address. */
const refusal = (error: unknown) => refusalOf(error, ['path'], 'That did not work. Please try again.').message;

/**
 * For publishers and the Board: a page's new address (on the site, the old one keeps working with a 301 and the menus follow), and
 * retiring it, with what still links to it said before it goes. The home page and the dispatch keep their address.
 */
export function PageAddress({ page }: { page: StudioPage }) {
  const role = useStudioRole();
  const key = apiKey('studioPage', { params: { id: page.id } });
  const move = useStudioMutation(key, 'studioPageMove', true);
  const retire = useStudioMutation(key, 'studioPageRetire', true);
  const [path, setPath] = useState(page.link.slice(1));
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState('');
  const [retireProblem, setRetireProblem] = useState('');
  if (page.fixed || (role !== 'admin' && role !== 'publisher')) return null;

  async function moveIt() {
    setSaid('');
    const parsed = StudioPageMoveBodySchema.safeParse({ id: page.id, path });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    try {
      await move.trigger({ body: parsed.data });
      setSaid(page.status === 'live' ? STUDIO_PAGE_MESSAGES.moved : `Moved to /${parsed.data.path}.`);
    } catch (error) {
      setProblem(refusal(error));
    }
  }

  /** Now (no time), at a time to come, or called off (null): decision 116. */
  async function retireIt(at?: string | null) {
    setSaid('');
    setFailure('');
    setRetireProblem('');
    try {
      const saved = await retire.trigger({ body: { id: page.id, ...(at !== undefined && { retire_at: at }) } });
      setConfirming(false);
      if (at === undefined) setSaid(STUDIO_PAGE_MESSAGES.retired);
      else if (at === null) setSaid(RETIRE_MESSAGES.kept);
      else setSaid(`Scheduled: ${saved.link} leaves the site ${formatDateTime(new Date(saved.retires_at!))}.`);
    } catch (error) {
      const { field, message } = refusalOf(error, ['retire_at'], 'That did not work. Please try again.');
      if (field) setRetireProblem(message);
      else setFailure(message);
    }
  }

  const links = `${page.links} ${page.links === 1 ? 'link' : 'links'} in the menus and the navigation`;
  return (
    <section aria-labelledby={`page-${page.id}-address`}>
      <h4 id={`page-${page.id}-address`}>Address</h4>
      <TextInput label="New address" value={path} onChange={setPath} error={problem} autoComplete="off" />
      <Button variant="outline" pending={move.isMutating} onClick={() => void moveIt()}>
        Move the page
      </Button>
      {page.status === 'new' ? null : (
        <>
          <p>{page.links > 0 ? `${links} point here: once it is retired they lead to the 404 screen.` : 'No menu or navigation link points here.'}</p>
          {/* The status line above says when it leaves. */}
          {page.retires_at ? (
            <Button variant="outline" pending={retire.isMutating} onClick={() => void retireIt(null)}>
              Keep it on the site
            </Button>
          ) : null}
          {confirming ? (
            <>
              <Button pending={retire.isMutating} onClick={() => void retireIt()}>
                Yes, retire {page.link}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <RetireLater busy={retire.isMutating} problem={retireProblem} onRetire={(at) => void retireIt(at)} />
            </>
          ) : (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Retire the page
            </Button>
          )}
        </>
      )}
      <Outcome failure={failure} status={said} />
    </section>
  );
}
