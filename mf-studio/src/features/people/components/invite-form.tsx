import { useId, useState, type FormEvent } from 'react';
import { INVITABLE_ROLES, StudioInviteSchema, type InvitableRole } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { Outcome } from '../../../components/studio-parts';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useInvite } from '../api/people';
import styles from './people.module.css';

const ROLE_LABELS: Record<InvitableRole, string> = { editor: 'Editor (writes drafts)', publisher: 'Publisher (publishes)' };
/** The role in the sentence that confirms an invitation. */
const AS_ROLE: Record<InvitableRole, string> = { editor: 'an editor', publisher: 'a publisher' };

/** The Board invites a member by their account's address, checked by the API's own schema first; its refusals show under the field. */
export function InviteForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  // A refusal about the address ('email: No member has that e-mail address') shows under it.
  const { problems: errors, failure, submit } = useCheckedSubmit(StudioInviteSchema, ['email'], 'The invitation could not be sent. Please try again.');
  const [done, setDone] = useState('');
  const { trigger, isMutating } = useInvite();

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    await submit({ email, role }, async (body) => {
      const person = await trigger({ body });
      setEmail('');
      setDone(`${person.name} is now ${AS_ROLE[person.role]}.`);
    });
  }

  return (
    <form className={styles.invite} onSubmit={invite} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Invite someone</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Member’s email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className={styles.error}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <fieldset className={styles.field}>
        <legend>Role</legend>
        {INVITABLE_ROLES.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name={`${id}-role`} value={option} checked={role === option} onChange={() => setRole(option)} />
            {ROLE_LABELS[option]}
          </label>
        ))}
        {errors.role ? <p className={styles.error}>{errors.role}</p> : null}
      </fieldset>
      <Button type="submit" pending={isMutating}>
        Invite
      </Button>
      <Outcome failure={failure} status={done} />
    </form>
  );
}
