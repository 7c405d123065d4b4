import { MemberContentTab } from '../../../components/member-content-tab';
import { DestinationForm } from './destination-form';
import { DestinationView } from './destination-view';

/** The Destinations tab: the add form, the member's destinations with Edit and View. */
export function DestinationsTab() {
  return (
    <MemberContentTab
      list="myDestinations"
      approval="destination"
      addLabel="Add a Destination"
      caption="Your destinations"
      loadingLabel="Loading your destinations"
      empty="You have no destinations yet. Add your business above; the tourism board reviews it before it goes live."
      headers={['Name', 'City']}
      cells={(destination) => [destination.name, destination.city ?? '']}
      name={(destination) => destination.name}
      renderForm={(destination, onDone) => <DestinationForm destination={destination} onDone={onDone} />}
      renderView={(destination, onClose) => <DestinationView destination={destination} onClose={onClose} />}
    />
  );
}
