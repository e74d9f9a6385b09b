import { useParams } from 'react-router';
import { idParam } from '../../../../api/route-params';
import { KycReviewPanel } from '../../../../components/user-management/KycReviewPanel';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';

/** /backend/user-management/merchant-kyc/{id}: KYC of a merchant owner or franchise member. */
export default function MerchantKycPage() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundId what="kyc" back="kyc" /> : <KycReviewPanel key={id} id={id} area="merchant" />;
}
