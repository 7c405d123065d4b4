import { useApi } from '@valley/shared/api/swr';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { usePendingShareStore } from '@valley/shared/stores/pending-share';
import { useProfileIntentStore } from '@valley/shared/stores/profile-intent';

/**
 * Why a signed-out visitor was sent to sign in (issue 26): a link to e-mail, 'Add a Tip' or 'Add to Itinerary' on a destination, or
 * favorites to save; each is carried out once they have signed in. Null when they came on their own.
 */
export function useSignInReason(): string | null {
  const share = usePendingShareStore((state) => state.share);
  const intent = useProfileIntentStore((state) => state.intent);
  const savingFavorites = useFavoritesStore((state) => state.status === 'saving' && state.items.length > 0);
  const { data: destination } = useApi('destinationGet', intent ? { params: { id: String(intent.destinationId) } } : null);
  if (share) return `Sign in to send the link to ${share.email}: it goes as soon as you have.`;
  if (intent) {
    const place = destination?.name ?? 'the destination you chose';
    return intent.action === 'tip'
      ? `Sign in to write your tip about ${place}: the form opens with it chosen.`
      : `Sign in to start your itinerary with ${place}: the form opens with it chosen.`;
  }
  if (savingFavorites) return 'Sign in to save your favorites to your profile: they are added as soon as you have.';
  return null;
}
