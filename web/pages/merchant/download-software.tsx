import { DownloadSoftware } from '../../components/DownloadSoftware';

/** /merchant/download-software: docs/product.md#download-software. */
export default function MerchantDownloadSoftwarePage() {
  return <DownloadSoftware />;
}
