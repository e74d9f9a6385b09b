import { CardRequestList } from '../../../components/cards';

/** /backend/actions/user-list: every merchant's card and loan requests (docs/product.md#back-office). */
export default function CreditCardRequestsPage() {
  return <CardRequestList area="backend" />;
}
