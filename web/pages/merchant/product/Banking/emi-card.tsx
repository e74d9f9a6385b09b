import { CardApplyPage } from '../../../../components/cards';

/** /merchant/product/Banking/emi-card: refer a customer for the Bajaj EMI Card (SPEC §2.3, §2.11). */
export default function EmiCardPage() {
  return <CardApplyPage vendor="NSDL" />;
}
