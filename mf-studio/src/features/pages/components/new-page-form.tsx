import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@valley/shared/router';
import { StudioPageCreateBodySchema } from '@valley/shared/schemas/studio-pages';
import { Button } from '@valley/shared/ui/button';
import { Outcome, TextInput } from '../../../components/studio-parts';
import { paths } from '../../../config/paths';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { useCreatePage } from '../api/pages';

/** A new page at an address and with a title, checked by the API's own schema first; its editor opens once it exists. */
export function NewPageForm() {
  const id = useId();
  const navigate = useNavigate();
  const [path, setPath] = useState('');
  const [title, setTitle] = useState('');
  const { problems, failure, submit } = useCheckedSubmit(StudioPageCreateBodySchema, ['path', 'title'], 'The page could not be made. Please try again.');
  const { trigger, isMutating } = useCreatePage();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit({ path, title }, async (body) => {
      const page = await trigger({ body });
      navigate(paths.page.href(page.id));
    });
  }

  return (
    <form onSubmit={create} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New page</h3>
      <TextInput label="Address" value={path} onChange={setPath} error={problems.path} placeholder="plan/fall-foliage" autoComplete="off" />
      <TextInput label="Title" value={title} onChange={setTitle} error={problems.title} autoComplete="off" />
      <Button type="submit" pending={isMutating}>
        Make the page
      </Button>
      <Outcome failure={failure} status="" />
    </form>
  );
}
