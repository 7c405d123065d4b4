import { useApi } from '@valley/shared/api/swr';
import type { Tip } from '@valley/shared/schemas/tip';
import { ListingLayout } from '../components/listing/listing-layout';
import { useStoryControls } from '../components/listing/story-filter-form';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startStories } from '../lib/loaders';
import { placeOf } from '@valley/shared/map/place';
import { TipCardBody, TipDrawerActions, TipDrawerBody } from '../features/tips/components/tip-parts';
import { storyListBody } from '../lib/story-query';
import { paths } from '../config/paths';

const tipPlace = (tip: Tip) =>
  tip.destination ? { ...placeOf(tip.destination), id: tip.id, name: tip.title } : { id: tip.id, name: tip.title, lat: null, lng: null };

/** `/tips`' loader: its CMS page and the address's list of tips. */
export const tipsLoader = landingLoader('tips', (args) => startStories(args, 'tipsList'));

/** `/tips`: locals' tips in the listing layout, filtered by title or destination, newest or by title. */
export function TipsPage() {
  const { page } = useListingPage('Local Tips');
  const { query, controls } = useStoryControls('tips');
  const { data, error, mutate } = useApi('tipsList', { body: storyListBody(query) }, { keepPreviousData: true });
  return (
    <ListingLayout<Tip>
      {...page}
      items={data}
      failed={error ? { retry: () => void mutate() } : null}
      noun="tips"
      nounOne="tip"
      toPlace={tipPlace}
      cardName={(tip) => tip.title}
      cardHref={(tip) => paths.tip.href(tip.slug)}
      renderCard={(tip) => <TipCardBody tip={tip} />}
      renderDrawer={(tip, close) => ({ title: tip.title, body: <TipDrawerBody tip={tip} />, footer: <TipDrawerActions tip={tip} onClose={close} /> })}
      {...controls}
    />
  );
}
