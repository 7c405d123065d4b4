import styles from './profile-skeleton.module.css';

/** The dashboard's shape while its code or the member loads. */
export function ProfileSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">Loading your profile</span>
      <div className={styles.skeletonHeader} aria-hidden="true" />
      <div className={styles.skeletonBody} aria-hidden="true" />
    </div>
  );
}
