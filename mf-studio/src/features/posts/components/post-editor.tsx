import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@valley/shared/api/swr';
import { imageChange } from '@valley/shared/media/image-file';
import { useNavigate } from '@valley/shared/router';
import { StudioPostFormSchema, STUDIO_POST_MESSAGES, type StudioPost, type StudioPostForm } from '@valley/shared/schemas/studio-posts';
import { RETIRE_MESSAGES } from '@valley/shared/schemas/studio';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import { useStudioRole } from '../../../components/studio-frame';
import { ImageField } from '../../../components/image-field';
import { RichTextField } from '../../../components/rich-text-field';
import { DraftHistory, KEPT } from '../../../components/draft-parts';
import { PreviewLink } from '../../../components/preview-link';
import { RetireLater } from '../../../components/retire-later';
import { forgetChanges, keepChanges, keptChanges } from '../../../lib/kept-changes';
import { Outcome, TextInput } from '../../../components/studio-parts';
import fields from '../../../components/form-fields.module.css';
import { paths, publicPaths } from '../../../config/paths';
import { messagesByField, refusalOf } from '../../../lib/form-messages';
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
  // What was typed and not saved is kept in this browser, so a closed tab or a crash loses nothing (as the other editors do).
  const item = post ? `post:${post.id}` : 'post:new';
  const [kept] = useState(() => keptChanges(item, valuesOf(post, today)));
  const [values, setValues] = useState<Values>(() => kept ?? valuesOf(post, today));
  const [dirty, setDirty] = useState(post === null || kept !== null);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState(kept === null ? '' : KEPT);
  const [busy, setBusy] = useState<'save' | 'publish' | 'retire' | 'discard' | 'restore' | null>(null);
  const [retireProblem, setRetireProblem] = useState('');

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    keepChanges(item, next);
    setDirty(true);
    setStatus('');
  };

  const changed = post ? dirty : JSON.stringify(values) !== JSON.stringify(valuesOf(null, today));
  const undo = () => {
    forgetChanges(item);
    setValues(valuesOf(post, today));
    setProblems({});
    setDirty(post === null);
    setStatus('Changes undone.');
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
    setRetireProblem('');
    try {
      const saved = await work();
      forgetChanges(item);
      setValues(valuesOf(saved, today));
      setDirty(false);
      setStatus(done(saved));
      return saved;
    } catch (error) {
      // A refused retirement time is said under its field; anything else above the buttons.
      const refusal = refusalOf(error, ['retire_at'], 'That did not work. Please try again.');
      if (refusal.field) setRetireProblem(refusal.message);
      else setFailure(refusal.message);
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
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{post ? 'Edit post' : 'New post'}</h2>
        {post ? (
          <p className={styles.state}>
            {standing(post)}: {post.status === 'scheduled' ? `appears ${formatDateTime(new Date(post.published_at))}.` : DESCRIBE[post.status]}
            {post.retires_at ? ` It leaves the site ${formatDateTime(new Date(post.retires_at))}.` : ''}
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
          {canPublish && post?.retires_at ? action('retire', 'Keep it on the site', 'outline', () => calls.retire(post.id, null), RETIRE_MESSAGES.kept) : null}
          {post?.pending_changes ? (
            action('discard', 'Discard changes', 'outline', () => calls.discard(post.id), 'Changes discarded: the post is as the site shows it.')
          ) : changed ? (
            // Unsaved typing goes back to what was last saved (a new post's to a blank form).
            <Button variant="outline" disabled={busy !== null} onClick={undo}>
              Undo changes
            </Button>
          ) : null}
          {post ? (
            <a href={publicPaths.post(post.slug)} target="_blank" rel="noopener">
              Preview
            </a>
          ) : null}
        </div>
        {canPublish && post && (post.status === 'live' || post.status === 'scheduled') && !post.retires_at ? (
          <RetireLater
            busy={busy !== null}
            problem={retireProblem}
            onRetire={(at) =>
              void act(
                'retire',
                () => calls.retire(post.id, at),
                (saved) => `Scheduled: the post leaves the site ${formatDateTime(new Date(saved.retires_at!))}.`,
              )
            }
          />
        ) : null}
        <Outcome failure={failure} status={status} />
        {post ? (
          <DraftHistory
            item={{ kind: 'post', key: String(post.id) }}
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
      {post ? <PreviewLink what="post" id={post.id} /> : null}
    </>
  );
}
