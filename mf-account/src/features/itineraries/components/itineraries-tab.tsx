import { MemberContentTab } from '../../../components/member-content-tab';
import { STARTER_ITINERARY } from '../../../lib/notices';
import { ItineraryForm } from './itinerary-form';
import { ItineraryView } from './itinerary-view';

/** The Itineraries tab; `startWith` opens the add form from 'Add to Itinerary' with that destination first. */
export function ItinerariesTab({ startWith }: { startWith?: number | null }) {
  return (
    <MemberContentTab
      list="myItineraries"
      approval="itinerary"
      addLabel="Add an Itinerary"
      startOpen={Boolean(startWith)}
      notice={startWith ? STARTER_ITINERARY : undefined}
      caption="Your itineraries"
      loadingLabel="Loading your itineraries"
      empty="You have no itineraries yet. Put three or more places together for a day out."
      headers={['Title', 'Stops']}
      cells={(itinerary) => [itinerary.title, itinerary.items.length]}
      name={(itinerary) => itinerary.title}
      renderForm={(itinerary, onDone) => <ItineraryForm itinerary={itinerary} destinationId={startWith ?? null} onDone={onDone} />}
      renderView={(itinerary, onClose) => <ItineraryView itinerary={itinerary} onClose={onClose} />}
    />
  );
}
