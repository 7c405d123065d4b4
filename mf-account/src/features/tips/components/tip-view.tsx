import type { MemberTip } from '@valley/shared/schemas/member';
import { RichText } from '@valley/shared/ui/rich-text';
import { FavoriteHeart } from '../../../components/favorite-heart';
import { Fact, Facts, ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';

/** The read-only View drawer of a tip. */
export function TipView({ tip, onClose }: { tip: MemberTip; onClose: () => void }) {
  return (
    <ViewDrawer
      open
      onClose={onClose}
      title={tip.title}
      publicPath={publicPaths.tip(tip.slug)}
      actions={tip.approved === 1 ? <FavoriteHeart kind="tip" id={tip.id} slug={tip.slug} title={tip.title} /> : null}
    >
      {tip.main_img ? <img src={tip.main_img} alt={tip.title} /> : null}
      <RichText html={tip.tip} />
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
