import { lazy, Suspense } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { formatDateTime } from '@valley/shared/time';
import { StudioPageFormSchema, type StudioPage } from '@valley/shared/schemas/studio-pages';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { PreviewLink } from '../../../components/preview-link';
import { RichTextField } from '../../../components/rich-text-field';
import { TextInput } from '../../../components/studio-parts';
import { usePageCalls } from '../api/pages';
import { PageAddress } from './page-address';
import { PageStatusLine, ScheduleControl } from './page-status';

// Puck and the site's blocks are the studio's heaviest code: loaded when a page's editor opens.
const BlocksEditor = lazy(() => import('./blocks-editor').then((module) => ({ default: module.BlocksEditor })));

interface Values {
  title: string;
  meta_title: string;
  meta_description: string;
  header_image_url: string;
  subtitle: string;
  content: string;
  blocks: ContentBlock[];
}
type TextKey = Exclude<keyof Values, 'blocks' | 'content'>;

const valuesOf = (view: StudioPage): Values => {
  const shown = view.draft?.content ?? view.live;
  return {
    title: shown.title,
    meta_title: shown.meta_title ?? '',
    meta_description: shown.meta_description ?? '',
    header_image_url: shown.header_image_url ?? '',
    subtitle: shown.subtitle ?? '',
    content: shown.content ?? '',
    blocks: shown.blocks,
  };
};

const FIELDS: [TextKey, string][] = [
  ['title', 'Title'],
  ['subtitle', 'Subtitle'],
  ['header_image_url', 'Header image'],
  ['meta_title', 'Meta title'],
  ['meta_description', 'Meta description'],
];

/** What a Schedule (or its calling off) did, from the page the API answered. */
const scheduledSaying = (saved: StudioPage) =>
  saved.status === 'scheduled'
    ? `Scheduled: ${saved.link} appears on the site at the time you chose.`
    : saved.draft?.publish_at
      ? `Scheduled: the changes to ${saved.link} go out ${formatDateTime(new Date(saved.draft.publish_at))}. Until then visitors see revision ${saved.revision}.`
      : `The scheduled changes are called off: they stay a draft.`;

/**
 * A page of the site (decision 102): its header, its text and its blocks, saved as a draft — which signed-in readers see at the page's
 * own address, the preview — and published by a publisher or the Board.
 */
export function PageEditor({ page }: { page: StudioPage }) {
  const editor = useDraftedEditor(page, {
    valuesOf,
    schema: StudioPageFormSchema,
    ...usePageCalls(page.id),
    published: (saved) => `Published: ${saved.link} shows revision ${saved.revision}.`,
    item: { kind: 'page', key: String(page.id) },
  });
  const { shown, values, problems } = editor;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => editor.change({ ...values, [key]: value });
  const home = shown.link === '/';

  return (
    <section aria-labelledby="studio-page">
      <h3 id="studio-page">{shown.live.title}</h3>
      <p>
        <a href={shown.link} target="_blank" rel="noreferrer">
          {home ? 'See the home page on the site' : `See ${shown.link} on the site`}
        </a>
        {shown.draft && !home ? ' — signed in, you see the saved draft there, as visitors will once it is published.' : null}
      </p>
      <PageStatusLine page={shown} />
      <DraftedForm
        editor={editor}
        after={<ScheduleControl page={shown} busy={editor.busy} onSchedule={(at) => void editor.publish({ publish_at: at }, scheduledSaying)} />}
      >
        {FIELDS.map(([key, label]) => (
          <TextInput key={key} label={label} value={values[key]} onChange={(value) => set(key, value)} error={problems[key]} />
        ))}
        {home ? null : <RichTextField label="Text" value={values.content} onChange={(html) => set('content', html)} error={problems.content} />}
        <Suspense fallback={<p role="status">Loading the block editor…</p>}>
          <BlocksEditor blocks={values.blocks} onChange={(blocks) => set('blocks', blocks)} problems={problems} />
        </Suspense>
      </DraftedForm>
      <PreviewLink what="page" id={shown.id} />
      <PageAddress page={page} />
    </section>
  );
}
