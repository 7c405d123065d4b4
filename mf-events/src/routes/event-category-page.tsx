import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { useConfigStore } from '@valley/shared/stores/config';
import { PageHeader } from '@valley/shared/ui/page-header';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { CATEGORY_PAGE_SCROLL, EventsListing } from '../features/events-listing/components/events-listing';
import { categoryFeedUrl } from '../lib/calendar-links';
import { EventsRecordPage } from '../components/events-record-page';
import styles from './events-page.module.css';

/** /events/category/{slug}: the category's header, name, description and content over its events; 404 when absent. */
export function EventCategoryPage() {
  const { slug = '' } = useParams();
  const apiUrl = useConfigStore((state) => state.apiUrl);
  const { data, error } = useApi('eventCategoryGet', { params: { slug } }, { shouldRetryOnError: false });
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
