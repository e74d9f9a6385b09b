import { CardApplyPage } from '../../../../components/cards';

/** /merchant/product/Banking/emi-card: refer a customer for the Bajaj EMI Card (docs/product.md#cards-and-loans). */
export default function EmiCardPage() {
  return <CardApplyPage vendor="NSDL" />;
}
