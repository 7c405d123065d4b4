/** How long an item has waited, from the API's whole hours: 'under an hour', '5 hours', '3 days'. */
export function waitedFor(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}
