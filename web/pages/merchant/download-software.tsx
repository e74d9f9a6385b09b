import { DownloadSoftware } from '../../components/DownloadSoftware';

/** /merchant/download-software: SPEC §2.8. */
export default function MerchantDownloadSoftwarePage() {
  return <DownloadSoftware />;
}
