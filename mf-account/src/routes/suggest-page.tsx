import { useParams } from '@valley/shared/router';
import { LoadError } from '@valley/shared/ui/load-error';
import { PageHead } from '@valley/shared/ui/page-head';
import { RecordPage } from '@valley/shared/ui/record-page';
import { useListing } from '../features/corrections/api/use-listing';
import { CorrectionForm } from '../features/corrections/components/correction-form';
import styles from '../components/account-card.module.css';

/** `/suggest/{slug}`: a visitor's correction to a listing (decision 089); the 404 screen when there is no such listing. */
export function SuggestPage() {
  const { slug = '' } = useParams();
  const { data, error } = useListing(slug);
  return (
    <RecordPage
      failed={<LoadError what="destination" />}
      record={data}
      error={error}
      loading={<div className={styles.card} aria-busy="true" aria-label="Loading the listing" />}
    >
      {(destination) => (
        <>
          <PageHead title={`Suggest a correction to ${destination.name}`} noindex />
          <CorrectionForm destination={destination} />
        </>
      )}
    </RecordPage>
  );
}
