// A listing's pins from the columns the API answers with, without zod: a listing page reads them while it hydrates, and zod is not
// evaluated on a page that validates nothing (decision 056).
import type { DestinationPin, DestinationPinColumns } from './schemas/destination';

/** The pins as records. */
export const pinsOf = (columns: DestinationPinColumns): DestinationPin[] =>
  columns.id.map((id, index) => ({
    id,
    slug: columns.slug[index] ?? '',
    name: columns.name[index] ?? '',
    location_latitude: columns.lat[index] ?? null,
    location_longitude: columns.lng[index] ?? null,
  }));
