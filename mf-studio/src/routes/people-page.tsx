import { StudioScreen } from '../components/studio-parts';
import { InviteForm } from '../features/people/components/invite-form';
import { PeopleList } from '../features/people/components/people-list';

/** The studio's first screen (issue 45): the Board lists, invites and removes its editors and publishers. */
export function PeoplePage() {
  return (
    <StudioScreen title="People" intro="Editors write drafts; publishers publish them. Invite a member by the email address of their account.">
      <PeopleList />
      <InviteForm />
    </StudioScreen>
  );
}
