import { BackendPanList } from '../../../../../components/pan/backend-lists';

/** /backend/actions/nsdl-pan/physical/list: every submitted application, with what can be done with each. */
export default function AllApplicationsListPage() {
  return (
    <BackendPanList
      name="all"
      description={
        'Every application submitted by a merchant, in any state. Narrow it with the Status and Merchant ' +
        'filters, or Category and Type from the columns menu.'
      }
    />
  );
}
