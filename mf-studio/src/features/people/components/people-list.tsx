import { useState } from 'react';
import { ApiError } from '@valley/shared/api';
import type { StudioPerson } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import { usePeople, useRemove } from '../api/people';
import styles from './people.module.css';

const ROLE_NAMES = { editor: 'Editor', publisher: 'Publisher' } as const;

/** The editors and publishers, each with Remove; a skeleton while loading, a line when there is no one, and Retry when the list failed. */
export function PeopleList() {
  const { data: people, error, mutate, isValidating } = usePeople();
  const { trigger, isMutating } = useRemove();
  const [removing, setRemoving] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');

  async function remove(person: StudioPerson) {
    setRemoving(person.id);
    setProblem('');
    try {
      const { message } = await trigger(person);
      setStatus(message);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : `${person.name} could not be removed. Please try again.`);
    } finally {
      setRemoving(null);
    }
  }

  let body;
  if (error && !people) {
    body = (
      <div role="alert" className={styles.failed}>
        <p>The studio’s people could not be loaded.</p>
        <Button variant="outline" pending={isValidating} onClick={() => void mutate()}>
          Retry
        </Button>
      </div>
    );
  } else if (!people) {
    body = <TextSkeleton lines={3} label="Loading the studio’s people" />;
  } else if (people.length === 0) {
    body = <p className={styles.empty}>No one has been invited yet. Invite an editor or a publisher below.</p>;
  } else {
    body = (
      <table className={styles.table}>
        <caption className="visually-hidden">Editors and publishers</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <th scope="row">{person.name}</th>
              <td>{person.email}</td>
              <td>{ROLE_NAMES[person.role]}</td>
              <td>
                <Button
                  variant="danger"
                  pending={isMutating && removing === person.id}
                  aria-label={`Remove ${person.name}`}
                  onClick={() => void remove(person)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby="studio-people-list">
      <h3 id="studio-people-list">Editors and publishers</h3>
      {body}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
