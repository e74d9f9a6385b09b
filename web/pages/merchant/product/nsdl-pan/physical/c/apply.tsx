import { CategoryChoice } from '../../../../../../components/pan/ApplicationForm/CategoryChoice';

/** /merchant/product/nsdl-pan/physical/c/apply: choose the applicant's category for a change / correction (CSF). */
export default function CCategoryChoicePage() {
  return <CategoryChoice appType="C" />;
}
