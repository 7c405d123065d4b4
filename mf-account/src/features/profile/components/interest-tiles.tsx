import { useState } from 'react';
import { INTERESTS, type Interest, type User } from '@valley/shared/schemas/account';
import { notify } from '@valley/shared/ui/toast';
import { AUTH_TOAST_MS, errorText } from '../../../lib/notices';
import { useSaveInterests } from '../api/save-interests';
import styles from './profile.module.css';

const FIELD: Record<Interest, 'eat' | 'stay' | 'explore'> = { Eat: 'eat', Stay: 'stay', Explore: 'explore' };

/** Eat, Stay, Explore: toggle tiles that save the preference on click (member-area §2). */
export function InterestTiles({ user }: { user: User }) {
  const save = useSaveInterests();
  const [saving, setSaving] = useState<Interest | null>(null);

  const toggle = async (interest: Interest) => {
    const on = !user.interests_list.includes(interest);
    setSaving(interest);
    try {
      await save.trigger({ [FIELD[interest]]: on });
      notify.success('Profile Updated!', { duration: AUTH_TOAST_MS });
    } catch (error) {
      notify.error(errorText(error), { duration: AUTH_TOAST_MS });
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.tiles} role="group" aria-label="What do you like to do?">
      {INTERESTS.map((interest) => (
        <button
          key={interest}
          type="button"
          className={styles.tile}
          aria-pressed={user.interests_list.includes(interest)}
          aria-busy={saving === interest}
          disabled={saving !== null}
          onClick={() => toggle(interest)}
        >
          {/* The tick is for the eye; the pressed state tells assistive technology. */}
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
          {interest}
        </button>
      ))}
    </div>
  );
}
