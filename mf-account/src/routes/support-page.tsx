import { SupportForm } from '../features/support/components/support-form';
import { PageHead } from '@valley/shared/ui/page-head';

/** `/support`: the 'Need Help' form. */
export function SupportPage() {
  return (
    <>
      <PageHead title="Need Help" noindex />
      <SupportForm />
    </>
  );
}
