import { ApplicationFormRoute } from '../../../../../../../../components/pan/ApplicationForm/index';

/** /merchant/product/nsdl-pan/physical/individual/c/apply/:id?: an individual's CSF, new or a draft resumed by id. */
export default function IndividualChangeApplyPage() {
  return <ApplicationFormRoute category="individual" appType="C" />;
}
