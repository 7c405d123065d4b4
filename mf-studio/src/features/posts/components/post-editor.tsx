import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { imageChange } from '@valley/shared/media/image-file';
import { useNavigate } from '@valley/shared/router';
import { StudioPostFormSchema, STUDIO_POST_MESSAGES, type StudioPost, type StudioPostForm } from '@valley/shared/schemas/studio-posts';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import { useStudioRole } from '../../../components/studio-frame';
import { ImageField } from '../../../components/image-field';
import { RichTextField } from '../../../components/rich-text-field';
import { DraftHistory } from '../../../components/draft-parts';
import { Outcome, TextInput } from '../../../components/studio-parts';
import fields from '../../../components/form-fields.module.css';
import { paths, publicPaths } from '../../../config/paths';
import { messagesByField } from '../../../lib/form-messages';
import { usePostCalls } from '../api/posts';
import { standing } from './post-list';
import styles from './posts.module.css';

interface Values {
  title: string;
  category_id: string;
  image: string;
  content: string;
  source_link: string;
  featured: boolean;
  /** New York wall-clock time, as a datetime-local input holds it. */
  published_at: string;
}

const valuesOf = (post: StudioPost | null, today: string): Values => ({
  title: post?.title ?? '',
  category_id: post?.category_id ? String(post.category_id) : '',
  image: post?.image ?? '',
  content: post?.content ?? '',
  source_link: post?.source_link ?? '',
  featured: post?.featured ?? false,
  published_at: post ? post.published_at.slice(0, 16) : today,
});

const DESCRIBE = {
  draft: 'Not on the site yet.',
  scheduled: 'Published for later: it appears on the site at its publish date.',
  live: 'On the site.',
  retired: 'Taken off the site.',
} as const;

/**
 * A post's editor (decision 096): every studio role writes and saves; a publisher or the Board publishes (now, or at a later publish
 * date) and retires. Preview opens the post's page, which shows signed-in readers what is saved but not yet published.
 */
export function PostEditor({ post, today }: { post: StudioPost | null; today: string }) {
  const id = useId();
  const role = useStudioRole();
  const canPublish = role === 'admin' || role === 'publisher';
  const navigate = useNavigate();
  const calls = usePostCalls();
  const { data: categories } = useApi('newsCategories', {});
  const [values, setValues] = useState<Values>(() => valuesOf(post, today));
  const [dirty, setDirty] = useState(post === null);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'save' | 'publish' | 'retire' | 'discard' | 'restore' | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
    setStatus('');
  };

  function checked(): StudioPostForm | null {
    const form: StudioPostForm = {
      title: values.title,
      category_id: values.category_id === '' ? null : Number(values.category_id),
      image: post ? imageChange(values.image, post.image) : values.image || null,
      content: values.content,
      source_link: values.source_link,
      featured: values.featured,
      published_at: values.published_at,
    };
    const parsed = StudioPostFormSchema.safeParse(form);
    setProblems(parsed.success ? {} : messagesByField(parsed.error, 'form'));
    return parsed.success ? form : null;
  }

  async function act(kind: NonNullable<typeof busy>, work: () => Promise<StudioPost>, done: (saved: StudioPost) => string): Promise<StudioPost | null> {
    setBusy(kind);
    setFailure('');
    try {
      const saved = await work();
      setValues(valuesOf(saved, today));
      setDirty(false);
      setStatus(done(saved));
      return saved;
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That did not work. Please try again.');
      return null;
    } finally {
      setBusy(null);
    }
  }

  /** A new post's address is its id once saved: the editor moves there when its work is done. */
  const settle = (saved: StudioPost | null) => {
    if (saved && !post) void navigate(paths.post.href(saved.id), { replace: true });
  };

  async function save(): Promise<StudioPost | null> {
    const form = checked();
    if (!form) return null;
    return act(
      'save',
      () => calls.save({ ...StudioPostFormSchema.parse(form), ...(post ? { id: post.id } : {}) }),
      (saved) => (saved.pending_changes ? 'Saved. The site shows these changes once they are published.' : 'Saved.'),
    );
  }

  async function publish() {
    const target = dirty || !post ? await save() : post;
    if (!target) return;
    settle(
      await act(
        'publish',
        () => calls.publish(target.id),
        (saved) => STUDIO_POST_MESSAGES[saved.status === 'scheduled' ? 'scheduled' : 'published'],
      ),
    );
  }

  const input = (key: 'title' | 'source_link' | 'published_at', label: string, type = 'text') => (
    <TextInput label={label} type={type} value={values[key]} onChange={(value) => set(key, value)} error={problems[key]} />
  );
  /** A publisher's action on a saved post: its button, and what it says once done. */
  const action = (kind: 'retire' | 'discard', label: string, variant: 'danger' | 'outline', work: () => Promise<StudioPost>, done: string) => (
    <Button variant={variant} pending={busy === kind} disabled={busy !== null} onClick={() => void act(kind, work, () => done)}>
      {label}
    </Button>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save().then(settle);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{post ? 'Edit post' : 'New post'}</h2>
      {post ? (
        <p className={styles.state}>
          {standing(post)}: {post.status === 'scheduled' ? `appears ${formatDateTime(new Date(post.published_at))}.` : DESCRIBE[post.status]}
          {dirty ? ' Unsaved changes.' : ''}
        </p>
      ) : null}
      {input('title', 'Title')}
      <div className={fields.field}>
        <label htmlFor={`${id}-category`}>Category</label>
        <select id={`${id}-category`} value={values.category_id} onChange={(event) => set('category_id', event.target.value)}>
          <option value="">None</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <ImageField label="Picture" value={values.image || null} onChange={(value) => set('image', value)} />
      <RichTextField label="Post text" value={values.content} onChange={(html) => set('content', html)} error={problems.content} />
      {input('source_link', 'Source link (optional)', 'url')}
      {input('published_at', 'Publish date', 'datetime-local')}
      <label className={fields.check}>
        <input type="checkbox" checked={values.featured} onChange={(event) => set('featured', event.target.checked)} />
        Featured on the dispatch
      </label>
      <div className={styles.actions}>
        <Button type="submit" variant="outline" pending={busy === 'save'} disabled={busy !== null || !dirty}>
          Save
        </Button>
        {canPublish && (dirty || !post || post.status === 'draft' || post.status === 'retired' || post.pending_changes) ? (
          <Button pending={busy === 'publish'} disabled={busy !== null} onClick={() => void publish()}>
            Publish
          </Button>
        ) : null}
        {canPublish && post && (post.status === 'live' || post.status === 'scheduled')
          ? action('retire', 'Retire', 'danger', () => calls.retire(post.id), STUDIO_POST_MESSAGES.retired)
          : null}
        {post?.pending_changes
          ? action('discard', 'Discard changes', 'outline', () => calls.discard(post.id), 'Changes discarded: the post is as the site shows it.')
          : null}
        {post ? (
          <a href={publicPaths.post(post.slug)} target="_blank" rel="noopener">
            Preview
          </a>
        ) : null}
      </div>
      <Outcome failure={failure} status={status} />
      {post ? (
        <DraftHistory
          history={post.history}
          revision={post.status === 'live' || post.status === 'scheduled' ? (post.history[0]?.revision ?? 0) : 0}
          busy={busy !== null}
          onRestore={(revision) =>
            void act(
              'restore',
              () => calls.restore(post.id, revision),
              () => `Revision ${revision} is back in the editor: publish it to put it on the site.`,
            )
          }
        />
      ) : null}
    </form>
  );
}
