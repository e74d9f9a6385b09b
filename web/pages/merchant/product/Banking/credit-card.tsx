import { CardApplyPage } from '../../../../components/cards';

/** /merchant/product/Banking/credit-card: refer a customer for the credit card (docs/product.md#cards-and-loans). */
export default function CreditCardPage() {
  return <CardApplyPage vendor="Sarthak" />;
}
