import type { UtiRequestRow } from '../../../../../../contract/uti';
import { PSA_LIST } from '../../../../../components/uti/lists';
import { RequestListPage } from '../../../../../components/requests/RequestListPage';
import { PSA_SERVICE } from '../../../../../components/uti/services';

/** /backend/actions/uti-pan/psa-list: PSA registrations to approve (oldest first), approved, rejected and all. */
export default function UtiPsaListPage() {
  return (
    <RequestListPage<UtiRequestRow>
      service={PSA_SERVICE}
      area="backend"
      description={
        'Filter by state, merchant, applicant or login id from the column headers (PAN and more in the ' +
        'columns menu); search by name, PAN or login id.'
      }
      {...PSA_LIST}
    />
  );
}
