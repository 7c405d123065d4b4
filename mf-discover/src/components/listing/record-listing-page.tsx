import type { ReactNode } from 'react';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { LoadError } from '@valley/shared/ui/load-error';
import { WebPageHead, type Crumb } from '@valley/shared/ui/page-head';
import { RecordPage } from '@valley/shared/ui/record-page';
import { publishedAnswer, usePublished } from '@valley/shared/api/own-draft';
import type { ListingPage } from './use-listing-page';

/** What a record with a listing of its own (a category, an experience, an activity, a town) says of itself, for its banner and its head. */
export interface ListedRecord {
  title: string;
  subtitle?: string | null;
  image: string | null | undefined;
  content: string | null | undefined;
  description: string;
  /** The canonical path. */
  path: string;
  /** The listing it belongs to ('Destinations'), between Home and the record in the breadcrumb; none: Home › the record. */
  parent?: Crumb;
}

/**
 * The page of a record that lists destinations, from its route's loader (`recordListingLoader`): its 404 and failure screens
 * (RecordPage), then the listing, given the banner and the CollectionPage head `listed` makes of the record.
 */
export function RecordListingPage<T>({
  what,
  listed,
  children,
}: {
  /** The record's kind, as the loading and failure screens name it ('category'). */
  what: string;
  listed: (record: T) => ListedRecord;
  children: (record: T, page: Pick<ListingPage, 'header' | 'head'>) => ReactNode;
}) {
  const { data, error } = publishedAnswer(usePublished<T>());
  return (
    <RecordPage failed={<LoadError what={what} />} record={data} error={error} loading={<CardGridSkeleton label={`Loading ${what}`} />}>
      {(loaded) => {
        const { title, subtitle, image, content, description, path, parent } = listed(loaded);
        const head = (
          <WebPageHead
            title={title}
            description={description}
            image={image}
            path={path}
            type="CollectionPage"
            trail={parent ? [parent, { name: title, path }] : undefined}
          />
        );
        return children(loaded, { header: { title, subtitle, image, content }, head });
      }}
    </RecordPage>
  );
}
