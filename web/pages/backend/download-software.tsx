import { DownloadSoftware } from '../../components/DownloadSoftware';

/** /backend/download-software: SPEC §2.8. */
export default function BackendDownloadSoftwarePage() {
  return <DownloadSoftware />;
}
