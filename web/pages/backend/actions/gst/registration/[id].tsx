import { BackendReviewPage } from '../../../../../components/gst/BackendReviewPage';

/** /backend/actions/gst/registration/{id}: one registration request reviewed beside its documents. */
export default function BackendGstRegistrationReviewPage() {
  return <BackendReviewPage kind="registration" />;
}
