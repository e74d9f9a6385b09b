import { KycScreen } from '../../components/kyc/KycScreen';

/** /kyc/merchant: KYC of a merchant owner or franchise member. */
export default function MerchantKycPage() {
  return <KycScreen who="merchant" />;
}
