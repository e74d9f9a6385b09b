import { KycScreen } from '../../components/kyc/KycScreen';

/** /kyc/staff: KYC of a merchant's staff member. */
export default function StaffKycPage() {
  return <KycScreen who="staff" />;
}
