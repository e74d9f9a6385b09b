import { RowActions } from '../../../../../../components/requests/RequestList';
import { BackendPanList, SlipAction, ViewAction } from '../../../../../../components/pan/backend-lists';
import { useT } from '../../../../../../i18n/panPages';

/** /backend/actions/nsdl-pan/physical/ack/list: applications with an acknowledgement number, their slips and forms. */
export default function AckListPage() {
  const t = useT();
  return (
    <BackendPanList
      name="ack"
      description={t('panPages.lists.backendAck')}
      // Slip and View side by side.
      rowActionsSize={180}
      rowActions={(row) => (
        <RowActions>
          <SlipAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
