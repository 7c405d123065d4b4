import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@valley/shared/api';
import { useNavigate } from '@valley/shared/router';
import { StudioPageCreateBodySchema } from '@valley/shared/schemas/studio-pages';
import { Button } from '@valley/shared/ui/button';
import { Outcome, TextInput } from '../../../components/studio-parts';
import { paths } from '../../../config/paths';
import { useCreatePage } from '../api/pages';

type Problems = Partial<Record<'path' | 'title', string>>;
/** A refusal the API makes about one field names it first ('path: Address: another page already has it'). */
const FIELD_REFUSAL = /^(path|title): (.+)$/;

/** A new page at an address and with a title, checked by the API's own schema first; its editor opens once it exists. */
export function NewPageForm() {
  const id = useId();
  const navigate = useNavigate();
  const [path, setPath] = useState('');
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const { trigger, isMutating } = useCreatePage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const parsed = StudioPageCreateBodySchema.safeParse({ path, title });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    try {
      const page = await trigger({ body: parsed.data });
      navigate(paths.page.href(page.id));
    } catch (error) {
      const [, field, message] = (error instanceof ApiError && FIELD_REFUSAL.exec(error.message)) || [];
      if (field && message) setProblems({ [field]: message });
      else setFailure(error instanceof ApiError ? error.message : 'The page could not be made. Please try again.');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
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
