import { RowActions } from '../../../../../../components/requests/RequestList';
import { AckNoAction, BackendPanList, ViewAction } from '../../../../../../components/pan/backend-lists';
import { useT } from '../../../../../../i18n/panPages';

/** /backend/actions/nsdl-pan/physical/waiting/list: verified applications waiting for NSDL's acknowledgement number. */
export default function WaitingListPage() {
  const t = useT();
  return (
    <BackendPanList
      name="waiting"
      description={t('panPages.lists.backendWaiting')}
      rowActions={(row) => (
        <RowActions>
          <AckNoAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
