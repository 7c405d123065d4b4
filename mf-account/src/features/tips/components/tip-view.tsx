import type { MemberTip } from '@valley/shared/schemas/member';
import { Fact, Facts, ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';

/** The read-only View drawer of a tip. */
export function TipView({ tip, onClose }: { tip: MemberTip; onClose: () => void }) {
  return (
    <ViewDrawer item={{ ...tip, image: tip.main_img, content: tip.tip }} kind="tip" publicPath={publicPaths.tip(tip.slug)} onClose={onClose}>
      <Facts>
        {tip.destination_name ? <Fact label="Destination">{tip.destination_name}</Fact> : null}
        {tip.website ? (
          <Fact label="Website">
            <a href={tip.website} target="_blank" rel="noopener noreferrer">
              {tip.website}
            </a>
          </Fact>
        ) : null}
      </Facts>
    </ViewDrawer>
  );
}
