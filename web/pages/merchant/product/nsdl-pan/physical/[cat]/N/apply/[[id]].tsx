import { useParams } from 'react-router';
import { ApplicationFormRoute, otherCategory } from '../../../../../../../../components/pan/ApplicationForm/index';
import NotFoundPage from '../../../../../../../not-found';

/** /merchant/product/nsdl-pan/physical/:cat/N/apply/:id?: Form 49A for any category but individual; an unknown category is not found. */
export default function CategoryNewApplyPage() {
  const category = otherCategory(useParams().cat);
  if (!category) return <NotFoundPage />;
  return <ApplicationFormRoute key={category} category={category} appType="N" />;
}
