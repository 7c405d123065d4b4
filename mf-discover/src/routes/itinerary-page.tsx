import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { ItineraryDetail } from '../features/itineraries/components/itinerary-detail';
import { itineraryInput } from '../lib/calls';

/** `/itineraries/{slug}`: one itinerary, or the 404 screen. */
export function ItineraryPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('itineraryGet', slug ? itineraryInput(slug) : null);
  if (!slug || isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="itinerary" />;
  if (!data) return <CardGridSkeleton count={1} label="Loading itinerary" />;
  return <ItineraryDetail itinerary={data} />;
}
