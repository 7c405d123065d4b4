/** Phone links carry the +1 prefix (public-site §9). */
export const phoneHref = (phone: string): string => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
