import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useParams } from '@valley/shared/router';
import { Button } from '@valley/shared/ui/button';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { RecordPage } from '@valley/shared/ui/record-page';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import styles from './form-fields.module.css';

/** What a studio screen needs of its swr answer. */
interface Answer<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * What the studio shows from the API: a skeleton while it loads, what failed with Retry when it did not come, `empty` when a list
 * has no rows, else `children` with the answer.
 */
export function Loaded<T>({
  answer,
  what,
  empty,
  children,
}: {
  answer: Answer<T>;
  /** What the list is, in a sentence: 'the posts'. */
  what: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (answer.error && answer.data === undefined) {
    return (
      <div role="alert" className={styles.note}>
        <p>{`${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded.`}</p>
        <Button variant="outline" pending={answer.isValidating} onClick={() => void answer.mutate()}>
          Retry
        </Button>
      </div>
    );
  }
  if (answer.data === undefined) return <TextSkeleton lines={4} label={`Loading ${what}`} />;
  return empty !== undefined && Array.isArray(answer.data) && answer.data.length === 0 ? empty : children(answer.data);
}

/** A studio screen: its title (named by the section), what the screen is for in a sentence, then the screen. */
export function StudioScreen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}

/** The id an item editor's address names (/studio/pages/12), or null where it cannot be one. */
export function useItemId(): number | null {
  const { id = '' } = useParams();
  const itemId = Number(id);
  return Number.isInteger(itemId) && itemId > 0 ? itemId : null;
}

/** One item's editor: the link back to its list, then the item once it has loaded, what failed, or the 404 screen for no id. */
export function ItemScreen<T>({
  id,
  back,
  what,
  answer,
  children,
}: {
  id: number | null;
  back: ReactNode;
  /** What the item is, in a word: 'page'. */
  what: string;
  answer: { data: T | undefined; error: unknown };
  children: (item: T) => ReactNode;
}) {
  if (id === null) return <NotFound />;
  return (
    <>
      {back}
      <RecordPage
        failed={<LoadError what={what} />}
        record={answer.data}
        error={answer.error}
        loading={<TextSkeleton lines={6} label={`Loading the ${what}`} />}
      >
        {children}
      </RecordPage>
    </>
  );
}

/** A field's message under its control, which names it by `${id}-error`. */
export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** What the last action did, said to screen readers (status), and why it did not work (alert). */
export function Outcome({ failure, status }: { failure: string; status: ReactNode }) {
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The shared schema's message (or the API's), under the field and named by it. */
  error?: string | undefined;
};

/** A labelled input with its message under it. */
export function TextInput({ label, value, onChange, error, ...input }: TextInputProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}
