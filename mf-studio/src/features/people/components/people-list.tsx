import { useState } from 'react';
import { ApiError } from '@valley/shared/api';
import type { StudioPerson } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { Loaded, Outcome } from '../../../components/studio-parts';
import tables from '../../../components/studio-table.module.css';
import { usePeople, useRemove } from '../api/people';
import styles from './people.module.css';

const ROLE_NAMES = { editor: 'Editor', publisher: 'Publisher' } as const;

/** The editors and publishers, each with Remove; a skeleton while loading, a line when there is no one, and Retry when the list failed. */
export function PeopleList() {
  const answer = usePeople();
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

  const body = (
    <Loaded
      answer={answer}
      what="the studio’s people"
      empty={<p className={styles.empty}>No one has been invited yet. Invite an editor or a publisher below.</p>}
    >
      {(people) => (
        <table className={tables.table}>
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
      )}
    </Loaded>
  );

  return (
    <section aria-labelledby="studio-people-list">
      <h3 id="studio-people-list">Editors and publishers</h3>
      {body}
      <Outcome failure={problem} status={status} />
    </section>
  );
}
