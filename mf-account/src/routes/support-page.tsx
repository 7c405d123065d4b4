import { SupportForm } from '../features/support/components/support-form';

/** `/support`: the 'Need Help' form. */
export function SupportPage() {
  return <SupportForm />;
}
