import { useState } from 'react';
import { ApiError } from '@valley/shared/api';
import type { StudioPerson } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { Loaded, Outcome } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
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
        <StudioTable
          caption="Editors and publishers"
          columns={[
            'Name',
            'Email',
            'Role',
            <span key="actions" className="visually-hidden">
              Actions
            </span>,
          ]}
        >
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
        </StudioTable>
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
