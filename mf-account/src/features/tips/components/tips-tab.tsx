import { MemberContentTab } from '../../../components/member-content-tab';
import { STARTER_TIP } from '../../../lib/notices';
import { TipForm } from './tip-form';
import { TipView } from './tip-view';

/** The Tips tab; `startWith` opens the add form with a destination chosen ('Add a Tip' on a public page, member-area §2). */
export function TipsTab({ startWith }: { startWith?: number | null }) {
  return (
    <MemberContentTab
      list="myTips"
      approval="tip"
      addLabel="Add a Tip"
      startOpen={Boolean(startWith)}
      notice={startWith ? STARTER_TIP : undefined}
      caption="Your local tips"
      loadingLabel="Loading your tips"
      empty="You have no tips yet. Share what only a local knows."
      headers={['Title', 'Destination']}
      cells={(tip) => [tip.title, tip.destination_name ?? '']}
      name={(tip) => tip.title}
      renderForm={(tip, onDone) => <TipForm tip={tip} destinationId={startWith ?? null} onDone={onDone} />}
      renderView={(tip, onClose) => <TipView tip={tip} onClose={onClose} />}
    />
  );
}
