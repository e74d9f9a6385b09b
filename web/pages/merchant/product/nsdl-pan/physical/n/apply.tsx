import { CategoryChoice } from '../../../../../../components/pan/ApplicationForm/CategoryChoice';

/** /merchant/product/nsdl-pan/physical/n/apply: choose the applicant's category for a new PAN (Form 49A). */
export default function NCategoryChoicePage() {
  return <CategoryChoice appType="N" />;
}
