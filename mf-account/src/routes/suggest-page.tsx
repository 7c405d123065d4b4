import { LoadError } from '@valley/shared/ui/load-error';
import { PageHead } from '@valley/shared/ui/page-head';
import { RecordPage } from '@valley/shared/ui/record-page';
import { publishedAnswer, usePublished } from '@valley/shared/api/own-draft';
import type { Destination } from '@valley/shared/schemas/destination';
import { CorrectionForm } from '../features/corrections/components/correction-form';
import styles from '../components/account-card.module.css';

/** `/suggest/{slug}`: a visitor's correction to a listing (decision 089); the 404 screen when there is no such listing. */
export function SuggestPage() {
  const { data, error } = publishedAnswer(usePublished<Destination>());
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
