import { CardApplyPage } from '../../../../components/cards';

/** /merchant/product/Banking/instant-loan: refer a customer for the instant loan (SPEC §2.3, §2.11). */
export default function InstantLoanPage() {
  return <CardApplyPage vendor="LOAN" />;
}
