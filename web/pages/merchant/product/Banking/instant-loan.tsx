import { CardApplyPage } from '../../../../components/cards';

/** /merchant/product/Banking/instant-loan: refer a customer for the instant loan (docs/product.md#cards-and-loans). */
export default function InstantLoanPage() {
  return <CardApplyPage vendor="LOAN" />;
}
