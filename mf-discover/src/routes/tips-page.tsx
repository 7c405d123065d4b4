import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@valley/shared/router';
import { keepScroll } from '@valley/shared/ui/in-page-navigation';
import { useApi } from '@valley/shared/api/swr';
import type { Tip } from '@valley/shared/schemas/tip';
import { ListingLayout } from '../components/listing/listing-layout';
import { StoryFilterForm } from '../components/listing/story-filter-form';
import { useListingPage } from '../components/listing/use-listing-page';
import { placeOf } from '@valley/shared/map/place';
import { TipCardBody, TipDrawerActions, TipDrawerBody } from '../features/tips/components/tip-parts';
import { readStoryQuery, STORY_SORTS, storyListBody, writeStoryQuery, type StoryQuery } from '../lib/story-query';
import { paths } from '../config/paths';

const tipPlace = (tip: Tip) =>
  tip.destination ? { ...placeOf(tip.destination), id: tip.id, name: tip.title } : { id: tip.id, name: tip.title, lat: null, lng: null };

/** `/tips`: locals' tips in the listing layout, filtered by title or destination, newest or by title. */
export function TipsPage() {
  const { header, head, blocks, settled } = useListingPage('tips', 'Local Tips');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStoryQuery(params), [params]);
  const update = useCallback((change: Partial<StoryQuery>) => setParams(writeStoryQuery({ ...query, ...change }), keepScroll()), [query, setParams]);
  const { data, error, mutate } = useApi('tipsList', { body: storyListBody(query) }, { keepPreviousData: true });
  return (
    <ListingLayout<Tip>
      ready={settled}
      header={header}
      head={head}
      blocks={blocks}
      items={data}
      failed={error ? { retry: () => void mutate() } : null}
      noun="tips"
      nounOne="tip"
      toPlace={tipPlace}
      cardName={(tip) => tip.title}
      cardHref={(tip) => paths.tip.href(tip.slug)}
      renderCard={(tip) => <TipCardBody tip={tip} />}
      renderDrawer={(tip, close) => ({ title: tip.title, body: <TipDrawerBody tip={tip} />, footer: <TipDrawerActions tip={tip} onClose={close} /> })}
      view={query.view}
      onViewChange={(view) => update({ view })}
      sort={{ value: query.order, options: STORY_SORTS, onChange: (value) => update({ order: value === 'title' ? 'title' : 'upcoming' }) }}
      filter={{
        activeCount: (query.title ? 1 : 0) + (query.name ? 1 : 0),
        render: (close) => <StoryFilterForm noun="tips" initial={query} onApply={update} onClose={close} />,
      }}
    />
  );
}
