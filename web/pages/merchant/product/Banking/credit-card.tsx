import { CardApplyPage } from '../../../../components/cards';

/** /merchant/product/Banking/credit-card: refer a customer for the credit card (SPEC §2.3, §2.11). */
export default function CreditCardPage() {
  return <CardApplyPage vendor="Sarthak" />;
}
