import { useParams } from 'react-router';
import { ApplicationFormRoute, otherCategory } from '../../../../../../../../components/pan/ApplicationForm/index';
import NotFoundPage from '../../../../../../../not-found';

/** /merchant/product/nsdl-pan/physical/:cat/c/apply/:id?: the CSF for any category but individual; an unknown category is not found. */
export default function CategoryChangeApplyPage() {
  const category = otherCategory(useParams().cat);
  if (!category) return <NotFoundPage />;
  return <ApplicationFormRoute key={category} category={category} appType="C" />;
}
