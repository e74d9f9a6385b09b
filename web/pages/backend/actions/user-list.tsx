import { CardRequestList } from '../../../components/cards';

/** /backend/actions/user-list: every merchant's card and loan requests (SPEC §2.4). */
export default function CreditCardRequestsPage() {
  return <CardRequestList area="backend" />;
}
