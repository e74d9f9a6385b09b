import { useParams } from 'react-router';
import { idParam } from '../../../../api/route-params';
import { KycReviewPanel } from '../../../../components/user-management/KycReviewPanel';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';

/** /backend/user-management/staff-kyc/{id}: KYC of a merchant's staff member. */
export default function StaffKycPage() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundId what="kyc" back="kyc" /> : <KycReviewPanel key={id} id={id} area="staff" />;
}
