import { ApplicationFormRoute } from '../../../../../../../../components/pan/ApplicationForm/index';

/** /merchant/product/nsdl-pan/physical/individual/N/apply/:id?: an individual's Form 49A, new or a draft resumed by id. */
export default function IndividualNewApplyPage() {
  return <ApplicationFormRoute category="individual" appType="N" />;
}
