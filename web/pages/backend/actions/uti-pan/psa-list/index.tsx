import type { UtiRequestRow } from '../../../../../../contract/uti';
import { PSA_LIST } from '../../../../../components/uti/lists';
import { RequestListPage } from '../../../../../components/requests/RequestListPage';
import { PSA_SERVICE } from '../../../../../components/uti/services';
import { useT } from '../../../../../i18n/uti';

/** /backend/actions/uti-pan/psa-list: PSA registrations to approve (oldest first), approved, rejected and all. */
export default function UtiPsaListPage() {
  const t = useT();
  return (
    <RequestListPage<UtiRequestRow>
      service={PSA_SERVICE}
      area="backend"
      description={t('uti.psaList.description')}
      {...PSA_LIST}
    />
  );
}
