/** The ten digits of a US phone number as written in the data ('(814) 865-7535', '1-814-865-7535'); null when it is not one. */
export function usPhoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}

/** `tel:+1…` for a US phone number as written in the data (public-site §9: phone links +1 prefix); null when it is not one. */
export function phoneHref(phone: string): string | null {
  const national = usPhoneDigits(phone);
  return national === null ? null : `tel:+1${national}`;
}

/** 'City, ST 16801' from the parts that are present. */
export function cityLine(place: { city?: string | null; state?: string | null; zip?: string | null }): string {
  const region = [place.state, place.zip].filter(Boolean).join(' ');
  return [place.city, region].filter(Boolean).join(', ');
}
