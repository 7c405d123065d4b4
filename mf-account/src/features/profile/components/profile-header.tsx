import { useRef, useState } from 'react';
import type { User } from '@valley/shared/schemas/account';
import { paths } from '../../../config/paths';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { useSignOut } from '../../../lib/use-sign-out';
import { EditProfileDrawer } from './edit-profile-drawer';
import { InterestTiles } from './interest-tiles';
import styles from './profile.module.css';
import { PhoneLink } from '@valley/shared/ui/phone-link';
import { Button, buttonClass } from '@valley/shared/ui/button';

/** The top of the dashboard: who the member is, Edit, Change Password, Sign Out and the interest tiles. */
export function ProfileHeader({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const name = `${user.first_name} ${user.last_name}`.trim();
  const place = [user.city, [user.state, user.zip_code].filter(Boolean).join(' '), user.country].filter(Boolean).join(', ');

  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {user.img ? (
          <img className={styles.avatar} src={user.img} alt={`${name}'s avatar`} width={112} height={112} />
        ) : (
          <InitialsAvatar name={name} className={styles.avatarEmpty} />
        )}
        <div className={styles.details}>
          <h1 className={styles.name}>{name}</h1>
          {user.company_name ? <p className={styles.company}>{user.company_name}</p> : null}
          <p>{user.email}</p>
          {user.phone ? (
            <p>
              <PhoneLink phone={user.phone} />
            </p>
          ) : null}
          {place ? <p>{place}</p> : null}
        </div>
      </div>
      <div className={styles.buttons}>
        <Button ref={editButton} variant="primary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {/* The reset page of this site stands in for the provider's (member-area §2): a new tab keeps the dashboard. */}
        <a className={buttonClass('secondary')} href={paths.forgot.href()} target="_blank" rel="noopener noreferrer">
          Change Password
        </a>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          Sign Out
        </button>
      </div>
      <InterestTiles user={user} />
      <EditProfileDrawer user={user} open={editing} onClose={() => setEditing(false)} />
    </header>
  );
}
