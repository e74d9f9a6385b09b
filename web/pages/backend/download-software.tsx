import { DownloadSoftware } from '../../components/DownloadSoftware';

/** /backend/download-software: docs/product.md#download-software. */
export default function BackendDownloadSoftwarePage() {
  return <DownloadSoftware />;
}
