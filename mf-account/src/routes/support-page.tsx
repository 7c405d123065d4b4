import { SupportForm } from '../features/support/components/support-form';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';

/** `/support`: the 'Need Help' form. */
export function SupportPage() {
  useDocumentMeta({ title: 'Need Help' });
  return <SupportForm />;
}
