import { cityLine } from '@valley/shared/address';
import { PhoneLink } from '@valley/shared/ui/phone-link';

export interface PlaceAddressProps {
  place: { address?: string | null; city?: string | null; state?: string | null; zip?: string | null };
  phone: string | null | undefined;
  className?: string;
}

/** A place's street, town line and phone, the parts it has. */
export function PlaceAddress({ place, phone, className }: PlaceAddressProps) {
  return (
    <address className={className}>
      {place.address ? <span>{place.address}</span> : null}
      {place.city ? <span>{cityLine(place)}</span> : null}
      {phone ? <PhoneLink phone={phone} /> : null}
    </address>
  );
}
