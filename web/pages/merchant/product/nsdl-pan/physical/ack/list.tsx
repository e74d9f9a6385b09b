import { MerchantPanList, SlipAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests/RequestList';
import { useT } from '../../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/ack/list: acknowledged by NSDL, with the acknowledgement slip. */
export default function MerchantAckListPage() {
  const t = useT();
  return (
    <MerchantPanList
      name="ack"
      description={t('panPages.lists.ack')}
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
