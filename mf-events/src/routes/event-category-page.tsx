import { loaderApi, loaderInstant, type LoaderFunctionArgs } from '@valley/shared/router';
import { handToSwr } from '@valley/shared/api/swr';
import { loadPublished, publishedAnswer, usePublished, type PublishedRecord } from '@valley/shared/api/own-draft';
import { useConfigStore } from '@valley/shared/stores/config';
import type { EventCategory } from '@valley/shared/schemas/event';
import { PageHeader } from '@valley/shared/ui/page-header';
import { readPage } from '@valley/shared/ui/paging';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { CATEGORY_PAGE_SCROLL, EventsListing } from '../features/events-listing/components/events-listing';
import { categoryFeedUrl } from '../lib/calendar-links';
import { readFilters, searchBody } from '../lib/event-filters';
import { EventsRecordPage } from '../components/events-record-page';
import styles from './events-page.module.css';

/**
 * The category route's loader (decision 140): the category, its 404 before the page renders; its events are an infinite list, swr's,
 * whose first page (the address's filters and page) starts here once the category's id is known, and is handed over.
 */
export async function categoryLoader(args: LoaderFunctionArgs): Promise<PublishedRecord<EventCategory>> {
  const published = await loadPublished(args, 'eventCategoryGet', { params: { slug: args.params.slug ?? '' } });
  if (published.record) {
    const params = new URL(args.request.url).searchParams;
    const first = { body: searchBody(readFilters(params), readPage(params), loaderInstant(args.context), published.record.id) };
    handToSwr(args.context, 'eventsSearch', first, loaderApi(args.context).call('eventsSearch', first));
  }
  return published;
}

/** /events/category/{slug}: the category's header, name, description and content over its events; 404 when absent. */
export function EventCategoryPage() {
  const apiUrl = useConfigStore((state) => state.apiUrl);
  const { data, error } = publishedAnswer(usePublished<EventCategory>());
  return (
    <EventsRecordPage what="category" record={data} error={error}>
      {(category) => (
        <>
          <WebPageHead
            title={category.name}
            description={describe(category.description, rich(category.content))}
            image={category.header_image_url}
            path={paths.category.href(category.slug)}
            type="CollectionPage"
            trail={[
              { name: 'Events', path: paths.events.href() },
              { name: category.name, path: paths.category.href(category.slug) },
            ]}
          />
          <PageHeader title={category.name} image={category.header_image_url} subtitle={category.description} content={category.content}>
            <p className={styles.subscribe}>
              <a href={categoryFeedUrl(apiUrl, category.slug)}>Subscribe to {category.name} events</a> in your calendar app.
            </p>
          </PageHeader>
          <section className={styles.page}>
            {/* Keyed by category: moving to another category starts a fresh listing. */}
            <EventsListing key={category.id} fixedCategory={category.id} scroll={CATEGORY_PAGE_SCROLL} />
          </section>
        </>
      )}
    </EventsRecordPage>
  );
}
