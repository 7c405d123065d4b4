import { Link } from '@valley/shared/router';
import type { Author } from '@valley/shared/schemas/tip';
import type { Tip } from '@valley/shared/schemas/tip';
import { RichText } from '@valley/shared/ui/rich-text';
import { DrawerActions } from '../../../components/listing/drawer-actions';
import { paths } from '../../../config/paths';
import listing from '../../../components/listing/listing.module.css';
import { ListingCardBody } from '../../../components/listing/listing-card-body';

/** 'Tip By {display_name} from {city}' (public-site §2); without a city, just the name. */
export function tipAuthorLine(author: Author): string {
  return author.city ? `Tip By ${author.display_name} from ${author.city}` : `Tip By ${author.display_name}`;
}

export function TipCardBody({ tip }: { tip: Tip }) {
  return (
    <ListingCardBody image={tip.main_img} sizes="(max-width: 399px) 100vw, 30vw" name={tip.title}>
      {tip.destination_name ? <span className={listing.cardMeta}>{tip.destination_name}</span> : null}
      <span className={listing.cardMeta}>{tipAuthorLine(tip.user_data)}</span>
    </ListingCardBody>
  );
}

export function TipDrawerBody({ tip }: { tip: Tip }) {
  return (
    <div className={listing.drawerBody}>
      <p className={listing.cardMeta}>{tipAuthorLine(tip.user_data)}</p>
      {tip.destination ? (
        <p>
          At <Link to={paths.destination.href(tip.destination.slug)}>{tip.destination.name}</Link>
        </p>
      ) : null}
      <RichText html={tip.tip} />
    </div>
  );
}

export function TipDrawerActions({ tip, onClose }: { tip: Tip; onClose: () => void }) {
  return <DrawerActions onClose={onClose} to={paths.tip.href(tip.slug)} label="Read the Tip" />;
}
