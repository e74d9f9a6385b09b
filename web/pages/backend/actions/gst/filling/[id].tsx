import { BackendReviewPage } from '../../../../../components/gst/BackendReviewPage';

/** /backend/actions/gst/filling/{id}: one filing request reviewed beside its documents. */
export default function BackendGstFilingReviewPage() {
  return <BackendReviewPage kind="filing" />;
}
