import { MemberContentTab } from '../../../components/member-content-tab';
import { freshnessLabel } from '../../../lib/freshness';
import { DestinationForm } from './destination-form';
import { DestinationView } from './destination-view';
import { FreshnessPanel } from './freshness-panel';

/** The Destinations tab: the listings that need a check (decision 090), the add form, the member's destinations with Edit and View. */
export function DestinationsTab() {
  return (
    <>
      <FreshnessPanel />
      <MemberContentTab
        list="myDestinations"
        approval="destination"
        addLabel="Add a Destination"
        caption="Your destinations"
        loadingLabel="Loading your destinations"
        empty="You have no destinations yet. Add your business above; the tourism board reviews it before it goes live."
        headers={['Name', 'City', 'Freshness']}
        cells={(destination) => [destination.name, destination.city ?? '', destination.freshness ? freshnessLabel(destination.freshness) : 'Once approved']}
        name={(destination) => destination.name}
        renderForm={(destination, onDone) => <DestinationForm destination={destination} onDone={onDone} />}
        renderView={(destination, onClose) => <DestinationView destination={destination} onClose={onClose} />}
      />
    </>
  );
}
